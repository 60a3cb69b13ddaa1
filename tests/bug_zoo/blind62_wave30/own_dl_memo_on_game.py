"""checker: check_depth_limited_minimax
truth: buggy — the values are remembered on the game object itself (game.seen, keyed by game.key(state) alone), so the memo outlives the call and knows nothing of the depth: the same game asked again with another depth answers from values searched to the first depth.
source: own (another shape of wave 30's dl_05: the cache hung on the game instead of a global keyed by id(game))
"""


def my_depth_limited(game, state, depth, evaluate):
    if not hasattr(game, "seen"):
        game.seen = {}
    key = game.key(state)
    if key in game.seen:
        return game.seen[key]
    if game.is_terminal(state):
        value = game.utility(state, game.players[0])
    elif depth == 0:
        value = evaluate(state)
    else:
        values = [my_depth_limited(game, game.result(state, move), depth - 1, evaluate)
                  for move in game.actions(state)]
        value = max(values) if game.to_move(state) == game.players[0] else min(values)
    game.seen[key] = value
    return value
