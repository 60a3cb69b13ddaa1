"""checker: check_depth_limited_minimax
truth: buggy — evaluations are cached on the position (module-level dict keyed by game.key, like `if root.value == None: root.value = evaluate(...)`), so a later call with a different `evaluate` (or another game with the same keys) reuses stale estimates.
source: ported from MuhanadAtef/othello-game agent.py (alphaBetaPruning caches `root.value = self.game.evaluate(root.state)` on the node)
"""

node_value = {}


def my_depth_limited(game, state, depth, evaluate):
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        key = game.key(state)
        # Check if the evaluation value is computed
        if node_value.get(key) is None:
            node_value[key] = evaluate(state)
        return node_value[key]
    values = [my_depth_limited(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)
