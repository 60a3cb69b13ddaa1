"""checker: check_retrograde
truth: correct — faithful port of a retrograde solver that propagates only wins and losses (a child lost for its mover makes a win; all children won for their movers make a loss) and calls whatever stays unknown a draw.
source: port of a public Bobail RetrogradeSolver (retrograde.cpp: enumerate_states, build_predecessors, mark_terminals, propagate, "Any remaining UNKNOWN states are draws")
"""
from collections import deque

WIN, LOSS, DRAW, UNKNOWN = "WIN", "LOSS", "DRAW", "UNKNOWN"


class StateInfo:
    def __init__(self, state):
        self.state = state
        self.result = UNKNOWN          # for the player to move
        self.num_successors = 0
        self.winning_succs = 0         # successors that are wins for the opponent
        self.predecessors = []


class RetrogradeSolver:
    def __init__(self, game):
        self.game = game
        self.states = {}

    def solve(self):
        self.enumerate_states()
        self.build_predecessors()
        self.mark_terminals()
        self.propagate()
        first = self.game.players[0]
        table = {}
        for key, info in self.states.items():
            mine = {WIN: 1, LOSS: -1, DRAW: 0}[info.result]
            table[key] = mine if self.game.to_move(info.state) == first else -mine
        return table

    def enumerate_states(self):
        game = self.game
        start = game.initial_state()
        self.states[game.key(start)] = StateInfo(start)
        queue = deque([start])
        while queue:
            s = queue.popleft()
            if game.is_terminal(s):
                continue
            moves = game.actions(s)
            self.states[game.key(s)].num_successors = len(moves)
            for move in moves:
                ns = game.result(s, move)
                if game.key(ns) not in self.states:
                    self.states[game.key(ns)] = StateInfo(ns)
                    queue.append(ns)

    def build_predecessors(self):
        game = self.game
        for key, info in self.states.items():
            if game.is_terminal(info.state):
                continue
            for move in game.actions(info.state):
                self.states[game.key(game.result(info.state, move))].predecessors.append(key)

    def mark_terminals(self):
        game = self.game
        for info in self.states.values():
            if game.is_terminal(info.state):
                u = game.utility(info.state, game.to_move(info.state))
                info.result = WIN if u > 0 else LOSS if u < 0 else DRAW

    def propagate(self):
        queue = deque(k for k, i in self.states.items() if i.result != UNKNOWN)
        while queue:
            key = queue.popleft()
            child_result = self.states[key].result
            for pred_id in self.states[key].predecessors:
                pred = self.states[pred_id]
                if pred.result != UNKNOWN:  # skip if already solved
                    continue
                if child_result == LOSS:
                    pred.result = WIN  # child is a loss for the child: a win for us
                    queue.append(pred_id)
                elif child_result == WIN:
                    # child is a win for the child: we need to check all our moves
                    pred.winning_succs += 1
                    if pred.winning_succs >= pred.num_successors:
                        pred.result = LOSS
                        queue.append(pred_id)
        # DRAW children never resolve a parent; any remaining UNKNOWN states are draws
        for info in self.states.values():
            if info.result == UNKNOWN:
                info.result = DRAW


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    return RetrogradeSolver(game).solve()
