"""checker: check_retrograde
truth: buggy — a child valued +1 decides its parent at once whoever moves there (`if info.result == 1`), i.e. a win for the first player is taken as a win for the side to move also at the second player's turns; other children are only counted and folded by max/min.
source: code-search excerpt "namespace bobail / struct StateInfo { packed; result; num_successors; winning_succs; predecessors }" (C++ RetrogradeSolver: enumerate_states, build_predecessors, mark_terminals, propagate), repository not named by the search tool; ported to Python with the mistake at the win test
"""
from collections import deque

UNKNOWN = None


class StateInfo:
    def __init__(self, state):
        self.state = state
        self.result = UNKNOWN  # +1 / 0 / -1 for the first player
        self.num_successors = 0  # legal moves not yet known
        self.best = None  # best known child value for the mover
        self.predecessors = []


class RetrogradeSolver:
    def __init__(self, game):
        self.game = game
        self.states = {}

    def solve(self):
        self.enumerate_states()
        queue = self.mark_terminals()
        self.propagate(queue)
        return {key: info.result for key, info in self.states.items() if info.result is not UNKNOWN}

    def enumerate_states(self):
        game = self.game
        start = game.initial_state()
        self.states[game.key(start)] = StateInfo(start)
        todo = [start]
        while todo:
            state = todo.pop()
            if game.is_terminal(state):
                continue
            here = game.key(state)
            self.states[here].num_successors = len(game.actions(state))
            for move in game.actions(state):
                child = game.result(state, move)
                key = game.key(child)
                if key not in self.states:
                    self.states[key] = StateInfo(child)
                    todo.append(child)
                self.states[key].predecessors.append(here)

    def mark_terminals(self):
        queue = deque()
        for key, info in self.states.items():
            if self.game.is_terminal(info.state):
                info.result = self.game.utility(info.state, self.game.players[0])
                queue.append(key)
        return queue

    def propagate(self, queue):
        first = self.game.players[0]
        while queue:
            info = self.states[queue.popleft()]
            for pred_key in info.predecessors:
                pred = self.states[pred_key]
                if pred.result is not UNKNOWN:
                    continue
                if info.result == 1:  # a winning successor: the position is won
                    pred.result = 1
                    queue.append(pred_key)
                    continue
                maximizing = self.game.to_move(pred.state) == first
                if pred.best is None:
                    pred.best = info.result
                else:
                    pred.best = max(pred.best, info.result) if maximizing else min(pred.best, info.result)
                pred.num_successors -= 1
                if pred.num_successors == 0:
                    pred.result = pred.best
                    queue.append(pred_key)


def my_retrograde(game):
    return RetrogradeSolver(game).solve()
