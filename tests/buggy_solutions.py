"""Student code for the exercise checkers: one correct solution per exercise, and buggy ones.

Written the way students write them (plain recursion over the Game protocol, loops over
board rows), each buggy one with a single, typical bug. ``tests/test_exercises.py`` checks
that every correct one passes and every buggy one fails with its own diagnosis. Alpha-beta's
variants are in ``tests/buggy_alphabeta.py``.
"""

from __future__ import annotations

import math
from typing import Any

INF = math.inf

# ---------------------------------------------------------------------- minimax


def minimax_correct(game: Any, state: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    values = [minimax_correct(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


def minimax_correct_with_move(game: Any, state: Any) -> tuple[float, Any]:
    """AIMA's two functions, returning (value, move)."""
    MAX = game.players[0]

    def max_value(s: Any) -> tuple[float, Any]:
        if game.is_terminal(s):
            return game.utility(s, MAX), None
        v, move = -INF, None
        for a in game.actions(s):
            v2, _ = min_value(game.result(s, a))
            if v2 > v:
                v, move = v2, a
        return v, move

    def min_value(s: Any) -> tuple[float, Any]:
        if game.is_terminal(s):
            return game.utility(s, MAX), None
        v, move = INF, None
        for a in game.actions(s):
            v2, _ = max_value(game.result(s, a))
            if v2 < v:
                v, move = v2, a
        return v, move

    return max_value(state) if game.to_move(state) == MAX else min_value(state)


def minimax_max_everywhere(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    return max(minimax_max_everywhere(game, game.result(state, a)) for a in game.actions(state))


def minimax_for_player_to_move(game: Any, state: Any) -> float:
    """AIMA's minimax_decision read too literally: values for whoever moves at the root."""
    player = game.to_move(state)

    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, player)  # type: ignore[no-any-return]
        return max(min_value(game.result(s, a)) for a in game.actions(s))

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, player)  # type: ignore[no-any-return]
        return min(max_value(game.result(s, a)) for a in game.actions(s))

    return max_value(state)


def minimax_no_terminal_test(game: Any, state: Any) -> float:
    """No base case: a finished game has no moves, so the loop never runs."""
    maximizing = game.to_move(state) == game.players[0]
    v = -INF if maximizing else INF
    for a in game.actions(state):
        child = minimax_no_terminal_test(game, game.result(state, a))
        v = max(v, child) if maximizing else min(v, child)
    return v


def minimax_wins_only(game: Any, state: Any) -> float:
    """Stops at wins but forgets that a full board is finished too."""
    MAX = game.players[0]
    if game.winner(state) is not None:
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    maximizing = game.to_move(state) == MAX
    v = -INF if maximizing else INF
    for a in game.actions(state):
        child = minimax_wins_only(game, game.result(state, a))
        v = max(v, child) if maximizing else min(v, child)
    return v


def minimax_in_place(game: Any, state: Any) -> float:
    """Plays moves into the board it was given and forgets to take them back."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    player = game.to_move(state)
    values = []
    for row, col in game.actions(state):
        state[row][col] = player
        values.append(minimax_in_place(game, state))
    return max(values) if player == MAX else min(values)


def minimax_crashes(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # type: ignore[no-any-return]
    values = [minimax_crashes(game, game.result(state, a)) for a in game.legal_moves(state)]
    return max(values)


def minimax_forgets_return(game: Any, state: Any) -> Any:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    values = [minimax_correct(game, game.result(state, a)) for a in game.actions(state)]
    best = max(values) if game.to_move(state) == game.players[0] else min(values)  # noqa: F841


# ---------------------------------------------------------------------- depth-limited minimax


def depth_limited_correct(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [depth_limited_correct(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


def depth_limited_off_by_one(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Stops one ply too late: depth < 0 instead of depth == 0."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth < 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [depth_limited_off_by_one(game, game.result(state, a), depth - 1, evaluate)
              for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


def depth_limited_evaluates_finished_games(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Tests the depth before the end of the game."""
    MAX = game.players[0]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    values = [depth_limited_evaluates_finished_games(game, game.result(state, a), depth - 1, evaluate)
              for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


def depth_limited_correct_ignoring_depth(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Passes the depth down but never looks at it."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    values = [depth_limited_correct_ignoring_depth(game, game.result(state, a), depth - 1, evaluate)
              for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


# ---------------------------------------------------------------------- evaluation functions

LINES_3X3 = [[(r, c) for c in range(3)] for r in range(3)] + [[(r, c) for r in range(3)] for c in range(3)]
LINES_3X3 += [[(i, i) for i in range(3)], [(i, 2 - i) for i in range(3)]]


def _stones(state: Any) -> dict[tuple[int, int], str]:
    game = state.game
    return {cell: stone for cell in game.cells if (stone := game.stone_at(state, cell)) is not None}


def _open_lines_score(state: Any, lines: list[list[tuple[int, int]]] = LINES_3X3, count_o: bool = True) -> float:
    """AIMA's 3·X2 + X1 − (3·O2 + O1) over ``lines`` (O's lines left out if asked)."""
    stones = _stones(state)
    score = 0
    for line in lines:
        marks = [stones.get(cell) for cell in line]
        xs, os = marks.count("X"), marks.count("O")
        if xs and not os:
            score += 3 if xs == 2 else 1
        elif os and not xs and count_o:
            score -= 3 if os == 2 else 1
    return score


def evaluation_correct(state: Any) -> float:
    return _open_lines_score(state) / 30


def evaluation_for_o(state: Any) -> float:
    """Counts O's lines minus X's."""
    return -_open_lines_score(state) / 30


def evaluation_unscaled(state: Any) -> float:
    """The raw count: a good position scores 5, far more than a win's 1."""
    return _open_lines_score(state)


def evaluation_for_player_to_move(state: Any) -> float:
    score = _open_lines_score(state) / 30
    return score if state.game.to_move(state) == "X" else -score


# ---------------------------------------------------------------------- win tests


def win_test_correct(board: list[list[str]]) -> str | None:
    lines = [list(row) for row in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]
    return None


def win_test_k(board: list[list[str]], k: int) -> str | None:
    """Any board, k in a row: from each cell, walk k steps in four directions."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            stone = board[r][c]
            if stone == ".":
                continue
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                end_r, end_c = r + (k - 1) * dr, c + (k - 1) * dc
                if 0 <= end_r < rows and 0 <= end_c < cols and all(
                        board[r + i * dr][c + i * dc] == stone for i in range(k)):
                    return stone
    return None


def win_test_text(text: str) -> str | None:
    return win_test_correct([list(row) for row in text.split("/")])


def win_test_no_diagonals(board: list[list[str]]) -> str | None:
    lines = [list(row) for row in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    for line in lines:
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]
    return None


def win_test_no_anti_diagonal(board: list[list[str]]) -> str | None:
    lines = [list(row) for row in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]
    return None


def win_test_no_columns(board: list[list[str]]) -> str | None:
    lines = [list(row) for row in board]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]
    return None


def win_test_first_rows_only(board: list[list[str]]) -> str | None:
    """An off-by-one: range(2) where range(3) was meant, so the bottom row is never read."""
    lines = [list(board[r]) for r in range(2)] + [[board[r][c] for r in range(3)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line[0] == line[1] == line[2]:
            return line[0]
    return None


def win_test_confuses_players(board: list[list[str]]) -> str | None:
    """Returns the side that did not make the line (the player to move next)."""
    winner = win_test_correct(board)
    if winner is None:
        return None
    return "O" if winner == "X" else "X"


def win_test_two_in_a_row(board: list[list[str]]) -> str | None:
    """Compares only the first two cells of each line."""
    lines = [list(row) for row in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] != "." and line[0] == line[1]:
            return line[0]
    return None


def win_test_empty_line(board: list[list[str]]) -> str | None:
    """Forgets that three empty cells are equal too."""
    lines = [list(row) for row in board] + [[board[r][c] for r in range(3)] for c in range(3)]
    lines += [[board[i][i] for i in range(3)], [board[i][2 - i] for i in range(3)]]
    for line in lines:
        if line[0] == line[1] == line[2]:
            return line[0]
    return None


def evaluation_tries_moves_in_place(board: list[list[str]]) -> float:
    """On list boards: counts X's winning replies by playing them on the board itself."""
    score = 0.0
    for r, row in enumerate(board):
        for c, cell in enumerate(row):
            if cell == ".":
                board[r][c] = "X"
                if win_test_correct(board) == "X":
                    score += 0.1
    return min(score, 0.9)


def evaluation_crashes_on_full_board(state: Any) -> float:
    """Divides by the number of empty cells."""
    empty = sum(1 for cell in state.game.cells if state.game.stone_at(state, cell) is None)
    return _open_lines_score(state) / 30 * (9 / empty) / 9


def minimax_calls_max_x(game: Any, state: Any) -> float:
    """Written for tic-tac-toe only: MAX is "X" here, whatever the game calls its players."""
    if game.is_terminal(state):
        return game.utility(state, "X")  # type: ignore[no-any-return]
    values = [minimax_calls_max_x(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == "X" else min(values)


def minimax_plays_on_after_a_win(game: Any, state: Any) -> float:
    """Its own moves (the empty cells of the board) and its own end test (a full board)."""
    MAX = game.players[0]
    empty = [(r, c) for r, row in enumerate(state) for c, cell in enumerate(row) if cell == "."]
    if not empty:
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    values = [minimax_plays_on_after_a_win(game, game.result(state, move)) for move in empty]
    return max(values) if game.to_move(state) == MAX else min(values)


def minimax_always_max_at_root(game: Any, state: Any) -> float:
    """AIMA's MAX-VALUE and MIN-VALUE, but the search always starts with MAX-VALUE."""
    MAX = game.players[0]

    def max_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        return max(min_value(game.result(s, a)) for a in game.actions(s))

    def min_value(s: Any) -> float:
        if game.is_terminal(s):
            return game.utility(s, MAX)  # type: ignore[no-any-return]
        return min(max_value(game.result(s, a)) for a in game.actions(s))

    return max_value(state)


# ---------------------------------------------------------------------- correct variants: no false alarms


def minimax_negamax_with_move(game: Any, state: Any) -> tuple[float, Any]:
    """Negamax: values for the player to move, turned into MAX's view at the top."""

    def negamax(s: Any) -> tuple[float, Any]:
        if game.is_terminal(s):
            return game.utility(s, game.to_move(s)), None
        best, move = -INF, None
        for a in game.actions(s):
            value = -negamax(game.result(s, a))[0]
            if value > best:
                best, move = value, a
        return best, move

    value, move = negamax(state)
    return (value if game.to_move(state) == game.players[0] else -value), move


# ---------------------------------------------------------------------- more bugs, as students write them


def minimax_keeps_last_move(game: Any, state: Any) -> tuple[float, Any]:
    """The right value, but the move is set on every child, not only on a better one."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    maximizing = game.to_move(state) == MAX
    best, move = (-INF if maximizing else INF), None
    for a in game.actions(state):
        value, _ = minimax_keeps_last_move(game, game.result(state, a))
        if value > best if maximizing else value < best:
            best = value
        move = a
    return best, move


def minimax_passes_up_the_childs_move(game: Any, state: Any) -> tuple[float, Any]:
    """Returns the best child's own move (one ply down) instead of the move that reaches it."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX), None
    results = [(minimax_passes_up_the_childs_move(game, game.result(state, a)), a) for a in game.actions(state)]
    pick = max if game.to_move(state) == MAX else min
    (value, child_move), move = pick(results, key=lambda r: r[0][0])
    return value, child_move if child_move is not None else move


def depth_limited_never_counts_down(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    """Hands every child the same depth, so below the root it never reaches 0."""
    MAX = game.players[0]
    if game.is_terminal(state):
        return game.utility(state, MAX)  # type: ignore[no-any-return]
    if depth == 0:
        return evaluate(state)  # type: ignore[no-any-return]
    values = [depth_limited_never_counts_down(game, game.result(state, a), depth, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == MAX else min(values)


def evaluation_ignores_opponent(state: Any) -> float:
    """Counts X's open lines and forgets to subtract O's."""
    return _open_lines_score(state, count_o=False) / 30


def evaluation_no_diagonals(state: Any) -> float:
    """Rows and columns only."""
    return _open_lines_score(state, LINES_3X3[:6]) / 30


def evaluation_no_anti_diagonal(state: Any) -> float:
    """Forgets the diagonal from top right to bottom left."""
    return _open_lines_score(state, LINES_3X3[:7]) / 30
