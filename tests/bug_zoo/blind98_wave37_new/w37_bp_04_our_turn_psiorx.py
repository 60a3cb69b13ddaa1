"""checker: check_backpropagation
truth: buggy — ported from a C++ backpropagation that only handles two of four cases: a node where "we" moved gets +1 when we win, any other node gets -1 when we lose; so the opponent's wins are subtracted (negative wins, also at the root), and draws credit nobody.
source: psiorx/Reinforcement-Learning Backpropagation (quoted in issue #1: `if(node->our_turn && score > 0) wins++; else if(!node->our_turn && score < 0) wins--;`), "we" = the side that moved into the root's child
"""


def my_backpropagate(path, winner):
    if len(path) < 2:
        return
    us = path[1].mover
    if winner is None:
        score = 0
    else:
        score = 1 if winner == us else -1
    for node in reversed(path):
        node.visits += 1
        our_turn = node.mover == us
        if our_turn and score > 0:
            node.wins += 1
        elif not our_turn and score < 0:
            node.wins -= 1
