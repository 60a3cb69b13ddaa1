"""checker: check_evaluation
truth: buggy — the table of lines, written as (row, column) pairs, has the bottom row typed ((2, 0), (2, 1), (1, 2)): the bottom row is never counted, a bent three-cell shape is counted instead.
"""
LINES = (
    ((0, 0), (0, 1), (0, 2)), ((1, 0), (1, 1), (1, 2)), ((2, 0), (2, 1), (1, 2)),
    ((0, 0), (1, 0), (2, 0)), ((0, 1), (1, 1), (2, 1)), ((0, 2), (1, 2), (2, 2)),
    ((0, 0), (1, 1), (2, 2)), ((0, 2), (1, 1), (2, 0)),
)


def open_lines(state, player):
    from ttt_lab.games import TicTacToe

    game = TicTacToe()
    other = "O" if player == "X" else "X"
    return sum(1 for line in LINES if all(game.stone_at(state, cell) != other for cell in line))


def my_evaluation(state):
    return (open_lines(state, "X") - open_lines(state, "O")) / 10
