"""checker: check_retrograde
truth: buggy — its helper scores a position with no empty cell a draw before it asks the game whether someone won, so a game won with the last stone, on a full board, is valued 0 (and that draw is carried back).
source: own (j44b: a test of the code's own, "board full", run before the game's win test)
"""


def score(game, state):
    if sum(1 for _ in game.empty_cells(state)) == 0:
        return 0
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    return None


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    table = {}

    def solve(state):
        key = game.key(state)
        if key in table:
            return table[key]
        value = score(game, state)
        if value is None:
            values = [solve(game.result(state, move)) for move in game.actions(state)]
            value = max(values) if game.to_move(state) == game.players[0] else min(values)
        table[key] = value
        return value

    solve(game.initial_state())
    return table
