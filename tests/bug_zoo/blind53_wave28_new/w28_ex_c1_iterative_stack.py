"""checker: check_expectimax
truth: correct — iterative expectimax: an explicit stack builds the tree, then values are folded from the last-created node back to the root.
source: own
"""


def my_expectimax(game, state):
    """The expected value of `state` for MAX (game.players[0]), without recursion."""
    max_player = game.players[0]
    nodes = []            # (state, parent index, probability or None)
    stack = [(state, -1, None)]
    while stack:
        node, parent, p = stack.pop()
        nodes.append((node, parent, p))
        me = len(nodes) - 1
        if game.is_terminal(node):
            continue
        if game.is_chance(node):
            for outcome, prob in game.outcomes(node):
                stack.append((game.result(node, outcome), me, prob))
        else:
            for a in game.actions(node):
                stack.append((game.result(node, a), me, None))
    children = [[] for _ in nodes]
    for i, (_, parent, p) in enumerate(nodes):
        if parent >= 0:
            children[parent].append(i)
    value = [0.0] * len(nodes)
    for i in range(len(nodes) - 1, -1, -1):  # children always come after their parent
        node = nodes[i][0]
        if game.is_terminal(node):
            value[i] = game.utility(node, max_player)
        elif game.is_chance(node):
            value[i] = sum(nodes[c][2] * value[c] for c in children[i])
        elif game.to_move(node) == max_player:
            value[i] = max(value[c] for c in children[i])
        else:
            value[i] = min(value[c] for c in children[i])
    return value[0]
