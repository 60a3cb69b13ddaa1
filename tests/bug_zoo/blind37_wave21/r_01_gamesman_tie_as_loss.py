"""checker: check_retrograde
truth: buggy — record() only knows WIN and LOSS for non-primitive positions: when every child is known and none is a LOSS it declares the position a LOSS, even if some children are TIEs (draws), so a position whose best move only draws is called lost.
source: yifatamir/GamesmanMPI solve_local.py (Solver.solve BFS over a GameTree, Solver.record: `all_children_win = True ... if Solver.known_states[c.data] == LOSS: ... WIN ... if all_children_win: ... LOSS`), ported to the game API; values (for the side to move) turned into the first player's at the end; the `Solver.solved` early stop removed since every position is wanted
"""
from collections import deque

LOSS, WIN, TIE, DRAW, UNDECIDED = "LOSS", "WIN", "TIE", "DRAW", "UNDECIDED"


class GameTree:
    def __init__(self, data):
        self.data = data
        self.parent = None
        self.children = []


class Solver:
    def __init__(self, game):
        self.game = game
        self.known_states = {}
        self.initial_position = game.initial_state()

    def primitive(self, state):
        if not self.game.is_terminal(state):
            return UNDECIDED
        u = self.game.utility(state, self.game.to_move(state))
        return WIN if u > 0 else LOSS if u < 0 else TIE

    def solve(self):
        root = GameTree(self.initial_position)
        queue = deque([root])
        while len(queue) > 0:
            node = queue.popleft()
            moves = [] if self.game.is_terminal(node.data) else self.game.actions(node.data)
            next_states = []
            for m in moves:
                next = GameTree(self.game.result(node.data, m))
                next.parent = node
                next_states.append(next)
            node.children = next_states
            if (self.primitive(node.data) != UNDECIDED or self.game.key(node.data) in self.known_states):
                self.record(node)
            else:
                for c in node.children:
                    queue.append(c)

    def record(self, node):
        key = self.game.key(node.data)
        if (self.primitive(node.data) != UNDECIDED):
            self.known_states[key] = self.primitive(node.data)
        elif not(key in self.known_states):
            all_children_win = True
            for c in node.children:
                ckey = self.game.key(c.data)
                if ckey in self.known_states:
                    if self.known_states[ckey] == LOSS:
                        all_children_win = False
                        self.known_states[key] = WIN
                else:
                    all_children_win = False
            if all_children_win:
                self.known_states[key] = LOSS
        if node.parent is not None:
            self.record(node.parent)


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    solver = Solver(game)
    solver.solve()
    first = game.players[0]
    states = {}
    todo = [game.initial_state()]
    while todo:
        s = todo.pop()
        k = game.key(s)
        if k in states:
            continue
        states[k] = s
        if not game.is_terminal(s):
            todo.extend(game.result(s, m) for m in game.actions(s))
    table = {}
    for k, s in states.items():
        result = solver.known_states.get(k, DRAW)
        sign = 1 if game.to_move(s) == first else -1
        table[k] = sign * {WIN: 1, LOSS: -1}.get(result, 0)
    return table
