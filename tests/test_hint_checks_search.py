"""Hint checks keyed by the hint's words (ttt_lab.exercises.hint_checks_search), each on code
shapes a student writes: two that already do what the hint asks (the hint is replaced by what
the code does and where to look) and one that does not (the hint is kept)."""

from __future__ import annotations

import math
from typing import Any

from ttt_lab.exercises.hint_checks_search import vet_hint_words
from ttt_lab.exercises.report import Problem

NEGATE = "In negamax a child's value is the opponent's: take the largest of -negamax(child), not of negamax(child)."
SAME_IF = ("Remember the move together with the value: when a child's value beats the best so far, update both,"
           " best_value and best_move, in the same if.")
RETURN_V = ("A node returns its own v, the best child value it found, or a bound only where it cut: at the end of the"
            " loop return v, not alpha or beta.")
PASS_WINDOW = ("Pass the node's alpha and beta to every recursive call: child ="
               " alphabeta(game, game.result(state, a), alpha, beta).")


def _hint(fn: Any, hint: str) -> str:
    (problem,) = vet_hint_words([Problem("a name", "detail", hint)], fn)
    return problem.hint


# -- "take the largest of -negamax(child)" --------------------------------------------------

def negamax_negates_then_alternates(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    values = [-negamax_negates_then_alternates(game, game.result(state, a)) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def negamax_negates_a_named_score(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])  # MAX's view: the other flip
    best = -math.inf
    for a in game.actions(state):
        score = negamax_negates_a_named_score(game, game.result(state, a), -beta, -alpha)
        score = -score
        best = max(best, score)
    return best


def negamax_without_negation(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    best = -math.inf
    for a in game.actions(state):
        score = negamax_without_negation(game, game.result(state, a), -beta, -alpha)  # -beta, not the score
        best = max(best, score)
    return best


def test_a_negation_the_code_already_has_is_quoted_and_a_missing_one_keeps_the_hint() -> None:
    first = _hint(negamax_negates_then_alternates, NEGATE)
    assert first.startswith("Your code negates a child's value already (`-negamax_negates_then_alternates(")
    assert "something turns the value back" in first
    assert _hint(negamax_negates_a_named_score, NEGATE).startswith("Your code negates a child's value already (`-score`)")
    assert _hint(negamax_without_negation, NEGATE) == NEGATE


def wrapper_negates_only_at_the_root(game: Any, state: Any) -> float:
    return max(-_search_unnegated(game, game.result(state, a)) for a in game.actions(state))


def _search_unnegated(game: Any, state: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    return max(_search_unnegated(game, game.result(state, a)) for a in game.actions(state))


def test_a_negation_at_the_root_alone_is_not_taken_for_every_childs() -> None:
    assert _hint(wrapper_negates_only_at_the_root, NEGATE) == NEGATE


# -- "update both, best_value and best_move, in the same if" ---------------------------------

def minimax_both_in_each_if(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best_move = None
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for move in game.actions(state):
            value, _ = minimax_both_in_each_if(game, game.result(state, move))
            if value >= best:
                best = value
                best_move = move
    else:
        best = math.inf
        for move in game.actions(state):
            value, _ = minimax_both_in_each_if(game, game.result(state, move))
            if value <= best:
                best, best_move = value, move
    return best, best_move


def negamax_pair_in_one_if(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state)), None
    best_value, best_move = -math.inf, None
    for i, action in enumerate(game.actions(state)):
        child, _ = negamax_pair_in_one_if(game, game.result(state, action))
        if -child > best_value:
            best_value = -child
            best_move = i
    return best_value, best_move


def minimax_move_only_in_max(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best_move = None
    if game.to_move(state) == game.players[0]:
        best = -math.inf
        for move in game.actions(state):
            value, _ = minimax_move_only_in_max(game, game.result(state, move))
            if value > best:
                best = value
                best_move = move
    else:
        best = math.inf
        for move in game.actions(state):
            value, _ = minimax_move_only_in_max(game, game.result(state, move))
            best = min(best, value)
    return best, best_move


def minimax_move_dedented(game: Any, state: Any) -> tuple[float, Any]:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    best, best_move = -math.inf, None
    for move in game.actions(state):
        value, _ = minimax_move_dedented(game, game.result(state, move))
        if value > best:
            best = value
        best_move = move
    return best, best_move


def test_a_move_kept_in_the_same_if_is_said_and_a_move_kept_apart_keeps_the_hint() -> None:
    assert _hint(minimax_both_in_each_if, SAME_IF).startswith(
        "Your code already updates the best value and the move in the same if (`if value >= best:`)")
    assert "print each move" in _hint(negamax_pair_in_one_if, SAME_IF)
    assert _hint(minimax_move_only_in_max, SAME_IF) == SAME_IF  # MIN's min() keeps no move: the hint is right
    assert _hint(minimax_move_dedented, SAME_IF) == SAME_IF


# -- "return v, not alpha or beta" -----------------------------------------------------------

def alphabeta_v_starts_at_zero(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = 0
    for a in game.actions(state):
        v = max(v, alphabeta_v_starts_at_zero(game, game.result(state, a), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def alphabeta_pair_from_value(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> Any:
    if game.is_terminal(state):
        return game.utility(state, game.players[0]), None
    value, move = alpha, None
    for a in game.actions(state):
        child, _ = alphabeta_pair_from_value(game, game.result(state, a), alpha, beta)
        if child > value:
            value, move = child, a
    return value, move


def alphabeta_returns_alpha(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    for a in game.actions(state):
        alpha = max(alpha, alphabeta_returns_alpha(game, game.result(state, a), alpha, beta))
        if alpha >= beta:
            break
    return alpha


def test_code_that_never_returns_a_bound_is_sent_to_where_its_value_starts() -> None:
    assert _hint(alphabeta_v_starts_at_zero, RETURN_V).startswith("Your code never returns alpha or beta itself")
    assert "where that value starts" in _hint(alphabeta_pair_from_value, RETURN_V)
    assert _hint(alphabeta_returns_alpha, RETURN_V) == RETURN_V


# -- "Pass the node's alpha and beta to every recursive call" --------------------------------

def alphabeta_window_reset_inside(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    alpha, beta = -math.inf, math.inf  # the window thrown away at every node
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for a in game.actions(state):
        v = max(v, alphabeta_window_reset_inside(game, game.result(state, a), alpha, beta))
        alpha = max(alpha, v)
    return v


def negamax_window_by_keyword(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    for a in game.actions(state):
        alpha = max(alpha, -negamax_window_by_keyword(game, game.result(state, a), alpha=-beta, beta=-alpha))
    return alpha


def alphabeta_child_without_window(game: Any, state: Any, alpha: float = -math.inf, beta: float = math.inf) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    v = -math.inf
    for a in game.actions(state):
        v = max(v, alphabeta_child_without_window(game, game.result(state, a)))
        alpha = max(alpha, v)
    return v


def test_a_window_passed_to_every_child_is_said_and_a_call_without_it_keeps_the_hint() -> None:
    first = _hint(alphabeta_window_reset_inside, PASS_WINDOW)
    assert first.startswith("Your code passes alpha and beta to every recursive call (`alphabeta_window_reset_inside(")
    assert "look at what alpha and beta hold" in _hint(negamax_window_by_keyword, PASS_WINDOW)
    assert _hint(alphabeta_child_without_window, PASS_WINDOW) == PASS_WINDOW


def test_code_without_source_notes_and_other_hints_are_left_alone() -> None:
    problems = [Problem("a", "d", NEGATE), Problem("b", "d", NEGATE, note=True), Problem("c", "d", "Other words.")]
    assert vet_hint_words(problems, len) == problems
    vetted = vet_hint_words(problems, negamax_negates_then_alternates)
    assert [p.hint == q.hint for p, q in zip(vetted, problems, strict=True)] == [False, True, True]


# -- "at depth 0 return evaluate(state); each child gets depth - 1" --------------------------

DEPTH = "depth counts plies below the given state: at depth 0 return evaluate(state); each child gets depth - 1."


def depth_limited_stops_at_one(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth <= 1:
        return evaluate(state)
    values = [depth_limited_stops_at_one(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def _negamax_below_zero(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.to_move(state))
    if 0 > depth:  # noqa: SIM300 -- written mirrored, as a student may
        sign = 1 if game.to_move(state) == game.players[0] else -1
        return sign * evaluate(state)
    return max(-_negamax_below_zero(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state))


def depth_limited_wrapper_below_zero(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    value = _negamax_below_zero(game, state, depth, evaluate)  # the root's call, with the depth asked for
    return value if game.to_move(state) == game.players[0] else -value


def depth_limited_counts_up(game: Any, state: Any, depth: int, evaluate: Any, ply: int = 0) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if ply > depth:
        return evaluate(state)
    values = [depth_limited_counts_up(game, game.result(state, a), depth, evaluate, ply + 1) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def depth_limited_right_test(game: Any, state: Any, depth: int, evaluate: Any) -> float:
    if game.is_terminal(state):
        return game.utility(state, game.players[0])
    if depth == 0:
        return evaluate(state)
    values = [depth_limited_right_test(game, game.result(state, a), depth - 1, evaluate) for a in game.actions(state)]
    return max(values) if game.to_move(state) == game.players[0] else min(values)


def test_depth_passed_down_right_points_at_the_stopping_test_and_other_depth_code_keeps_the_hint() -> None:
    assert _hint(depth_limited_stops_at_one, DEPTH).startswith(
        "Your code gives each child depth - 1 already (`depth_limited_stops_at_one(game, game.result(state, a),"
        " depth - 1, evaluate)`); the slip is where it stops: `depth <= 1`.")
    assert "the slip is where it stops: `0 > depth`" in _hint(depth_limited_wrapper_below_zero, DEPTH)
    assert _hint(depth_limited_counts_up, DEPTH) == DEPTH  # it counts up: no depth - 1 to speak of
    assert _hint(depth_limited_right_test, DEPTH) == DEPTH  # its test is right: the slip is elsewhere


# -- "Add the reward to the node first, then flip it for the node above" ---------------------

FLIP_ORDER = ("Add the reward to the node first, then flip it for the node above: node.wins += reward, then reward ="
              " 1 - reward. The last node's reward is its own mover's result.")


def _other(player: Any) -> Any:
    return "O" if player == "X" else "X"


def backprop_credits_the_side_to_move(path: Any, winner: Any) -> None:
    results = {"X": 0.5, "O": 0.5} if winner is None else {winner: 1.0, _other(winner): 0.0}
    for node in reversed(path):
        to_move = _other(node.mover) if node.mover is not None else "X"
        node.visits += 1
        node.wins += results[to_move]


def backprop_credits_the_loser(path: Any, winner: Any) -> None:
    for node in path:
        node.visits += 1
        if winner is None:
            node.wins += 0.5
        elif node.mover is not None and node.mover != winner:
            node.wins += 1


def backprop_flips_before_adding(path: Any, winner: Any) -> None:
    reward = 0.5 if winner is None else 1.0 if path[-1].mover == winner else 0.0
    for node in reversed(path):
        reward = 1 - reward
        node.visits += 1
        node.wins += reward


def test_a_flip_out_of_order_in_code_that_flips_nothing_is_told_so_and_a_flip_before_the_add_keeps_the_hint() -> None:
    first = _hint(backprop_credits_the_side_to_move, FLIP_ORDER)
    assert first.startswith("Your code turns no reward from node to node (no reward = 1 - reward)")
    assert "node.mover == winner" in first
    assert _hint(backprop_credits_the_loser, FLIP_ORDER).startswith("Your code turns no reward")
    assert _hint(backprop_flips_before_adding, FLIP_ORDER) == FLIP_ORDER


# -- "Check the ranges of your loops" ---------------------------------------------------------

RANGES = "Check the ranges of your loops: a line can start anywhere it fits on the board."
LINES = [[(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)], [(2, 0), (2, 1), (2, 2)], [(0, 0), (1, 0), (2, 0)],
         [(0, 1), (1, 1), (2, 1)], [(0, 2), (1, 2), (2, 2)], [(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]


def winner_breaks_at_an_empty_line(board: Any) -> Any:
    for line in LINES:
        first = board[line[0][0]][line[0][1]]
        if first == ".":
            break  # `continue` meant: every line after it is skipped
        if all(board[r][c] == first for r, c in line):
            return first
    return None


def winner_lines_written_out(board: Any) -> Any:
    rows = [board[0], board[1]]  # the bottom row left out of a list written by hand
    for line in [*rows, [board[0][0], board[1][1], board[2][2]]]:
        if line[0] != "." and line.count(line[0]) == 3:
            return line[0]
    return None


def winner_range_one_short(board: Any, k: int = 3) -> Any:
    n = len(board)
    for r in range(n):
        for c in range(n - k):  # one start short: range(n - k + 1)
            cells = board[r][c:c + k]
            if cells[0] != "." and len(set(cells)) == 1:
                return cells[0]
    return None


def test_code_with_no_range_is_not_sent_to_its_loop_ranges_and_code_with_one_keeps_the_hint() -> None:
    assert _hint(winner_breaks_at_an_empty_line, RANGES).startswith("Your code has no range() whose bounds")
    assert "see which it never gets to" in _hint(winner_lines_written_out, RANGES)
    assert _hint(winner_range_one_short, RANGES) == RANGES


def test_a_checkers_report_carries_the_vetted_hint() -> None:
    from ttt_lab.exercises import check_depth_limited_minimax

    report = check_depth_limited_minimax(depth_limited_stops_at_one, quiet=True)
    assert [p.name for p in report.diagnosis] == ["depth off by one"]
    assert report.diagnosis[0].hint.startswith("Your code gives each child depth - 1 already")
    assert "the slip is where it stops: `depth <= 1`" in report.message()
