"""checker: check_retrograde
truth: buggy — record() only ever decides WIN (some child LOSS) or LOSS (every child WIN): ties are known only at finished games and never propagate, so every non-final position whose value is a draw is left undecided and missing from the result (and the search stops once the start is decided).
source: github yifatamir/GamesmanMPI solve_local.py (Solver.solve / Solver.record, values for the side to move), ported; positions merged by game.key so that a node has several parents
"""
from collections import deque

LOSS, WIN, TIE, UNDECIDED = "LOSS", "WIN", "TIE", "UNDECIDED"


class GameTree:
    def __init__(self, data):
        self.data = data
        self.parents = []
        self.children = []


def my_retrograde(game):
    first = game.players[0]

    def primitive(state):
        if not game.is_terminal(state):
            return UNDECIDED
        u = game.utility(state, game.to_move(state))
        return WIN if u > 0 else LOSS if u < 0 else TIE

    known_states = {}
    nodes = {}
    initial = game.initial_state()
    initial_key = game.key(initial)
    solved = [False]

    def record(node):
        key = game.key(node.data)
        if primitive(node.data) != UNDECIDED:
            known_states[key] = primitive(node.data)
        elif key not in known_states:
            all_children_win = True
            for c in node.children:
                ck = game.key(c.data)
                if ck in known_states:
                    if known_states[ck] == LOSS:
                        all_children_win = False
                        known_states[key] = WIN
                        if key == initial_key:
                            solved[0] = True
                else:
                    all_children_win = False
            if all_children_win:
                known_states[key] = LOSS
                if key == initial_key:
                    solved[0] = True
        for parent in node.parents:
            record(parent)

    root = GameTree(initial)
    nodes[initial_key] = root
    queue = deque([root])
    while len(queue) > 0 and not solved[0]:
        node = queue.popleft()
        if node.children:
            continue
        if not game.is_terminal(node.data):
            for m in game.actions(node.data):
                child_state = game.result(node.data, m)
                ck = game.key(child_state)
                nxt = nodes.get(ck)
                if nxt is None:
                    nxt = nodes[ck] = GameTree(child_state)
                    queue.append(nxt)
                nxt.parents.append(node)
                node.children.append(nxt)
        if primitive(node.data) != UNDECIDED or game.key(node.data) in known_states:
            record(node)

    value = {}
    for key, result in known_states.items():
        v = 1 if result == WIN else -1 if result == LOSS else 0
        value[key] = v if game.to_move(nodes[key].data) == first else -v
    return value
