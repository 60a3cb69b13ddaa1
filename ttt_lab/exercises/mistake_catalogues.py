"""The catalogues of the error model: the classic mistakes each search checker declares.

Each catalogue (:func:`player_mistakes`, :func:`depth_mistakes`...) names a family of slips
as mistakes (:class:`~ttt_lab.exercises.engine.Mistake`: the knobs of
:func:`~ttt_lab.exercises.error_model.mistaken_value` or an altered game, with the hint a student
reads and the cases where the slip can show); a checker adds its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ttt_lab.exercises.code_claims import (
    has_no_finished_child_case,
    has_no_min_rule,
    lowers_depth_for_every_child,
    negation_cancelled_words,
)
from ttt_lab.exercises.cutoff_tests import never_searches_words, tests_a_limit_set_once
from ttt_lab.exercises.engine import Mistake
from ttt_lab.exercises.game_alterations import (
    _is_chance,
    leaves_for_last_mover,
    leaves_for_mover,
    leaves_for_second,
)
from ttt_lab.exercises.limit_constants import DEPTH_FIRST_CONSTANT
from ttt_lab.exercises.report import (
    AVERAGES_MIN,
    DEPTH_IN_LOOP,
    DEPTH_OFF_BY_ONE,
    EVALUATES_PARENT,
    FINISHED_CHILD_SIGN,
    FIRST_MOVE_ONLY,
    FORGETS_NEGATION,
    FULL_MOVES,
    HORIZON_CONSTANT,
    IGNORES_DEPTH,
    LAST_MOVER_WINS,
    NEGATES_RESULT,
    NEVER_COUNTS_DOWN,
    NEVER_SEARCHES,
    NOT_ALTERNATING,
    NOT_CONVERTED,
    PLAYER_NAMES,
    SKIPS_FIRST,
    SKIPS_FIRST_MOVE,
    SKIPS_LAST_MOVE,
    STOPS_AT_ONE,
    SWAPPED,
    TURN_BY_DEPTH,
    WIN_LOSS_LEAVES,
    WRONG_COMPARISON,
    WRONG_PLAYER,
    WRONG_START,
)
from ttt_lab.exercises.start_models import wrong_side_start_words

_HINT_MAX_VIEW = ("A finished game is worth game.utility(state, game.players[0]) to MAX, whoever is to move;"
                  " in a negamax, whose values are the side to move's, it is"
                  " game.utility(state, game.to_move(state)).")

# A side's running best stuck at its start (the values of MIN's loop copying MAX's > test, or MAX's copying
# MIN's <): the stuck-comparison models' words, which loop_source and unsearched_side read in a problem's detail.
STUCK_EFFECT = {"MIN": "so MIN's running best never leaves +inf", "MAX": "so MAX's running best never leaves -inf"}
STUCK_COMPARISON = {"MIN": f"compares with > in MIN nodes (a copy of MAX's test), {STUCK_EFFECT['MIN']}",
                    "MAX": f"compares with < in MAX nodes (a copy of MIN's test), {STUCK_EFFECT['MAX']}"}


def win_loss_leaves_mistake(negamax: bool = False) -> Mistake:
    """A finished game squashed to its sign, 1, -1 or 0 (who won, game.winner, or `if u > 0: return 1`),
    the utility's size never read: right on tic-tac-toe, wrong on trees whose leaves are other numbers.
    One model for minimax (MAX's view) and negamax (the side to move's)."""
    utility = "game.utility(state, game.to_move(state))" if negamax else "game.utility(state, game.players[0])"
    scored = (" 1 for a win of the side to move, -1 for a loss and 0 for a draw, so a leaf worth 6 counts as 1 or -1"
              if negamax else " 1, -1 or 0, so a leaf worth 6 counts as 1")
    return Mistake(WIN_LOSS_LEAVES, "scores each finished game by who won (game.winner, or the utility's sign) as"
                   + scored,
                   f"A finished game is worth its utility, {utility}, whatever its size (AIMA's trees have leaves"
                   " worth 2 to 14): who won is not its value, and game.winner is not part of the Game protocol.",
                   knobs=(("leaf", "sign"),))


def player_mistakes() -> list[Mistake]:
    """Point of view and MIN and MAX exchanged: mistakes of every search that returns MAX's value."""
    return [
        Mistake(WRONG_PLAYER, "ends up scoring each finished game for the player to move there, not for MAX",
                _HINT_MAX_VIEW, alter=leaves_for_mover),
        Mistake(WRONG_PLAYER, "ends up scoring each finished game for the player who made the last move, not"
                " for MAX", _HINT_MAX_VIEW, alter=leaves_for_last_mover),
        Mistake(WRONG_PLAYER, "returns the value for the player to move, not for MAX",
                "Return MAX's value (game.players[0]) at every position, also where MIN is to move:"
                " do not turn it to the side to move's view.", knobs=(("answer", "mover"),),
                applies=_min_to_move),
        Mistake(LAST_MOVER_WINS, "scores every finished game +1 for the player who just moved (-1 to MAX where"
                " MIN moved last), whatever the game's utility: a draw counts as a win and the leaves' values"
                " are never read", "A finished game is worth its utility: game.utility(state, game.players[0])"
                " (a draw, 0; a tree's leaf, its number), not a win for whoever moved last.",
                knobs=(("leaf", "last mover wins"),)),
        win_loss_leaves_mistake(),
        Mistake(STOPS_AT_ONE, "returns as soon as a child is worth 1 at a MAX node (-1 at a MIN node), as if no"
                " utility could be larger", "Utilities can be any numbers (AIMA's trees have leaves worth 2 to 14):"
                " a child worth 1 is not necessarily the best. Look at every child, or stop early only at the"
                " game's own best utility, never at a hard-coded 1.", knobs=(("stops_at_one", True),)),
        Mistake(STOPS_AT_ONE, "leaves its loop at the first child worth 1 at a MAX node (-1 at a MIN node), the best"
                " so far kept (if value == 1: break), as if no utility could be larger", "Utilities can be any"
                " numbers (AIMA's trees have leaves worth 2 to 14): a child worth 1 is not necessarily the best."
                " Look at every child, or stop early only at the game's own best utility, never at a hard-coded 1.",
                knobs=(("stops_at_one", "break"),)),
        Mistake(WRONG_PLAYER, "returns MIN's value instead of MAX's",
                "game.players[0] is MAX: score finished games with game.utility(state, game.players[0]).",
                alter=leaves_for_second),
        Mistake(SWAPPED, "takes the min where MAX is to move and the max where MIN is",
                "MAX (game.players[0]) wants the largest value: use max when game.to_move(state) =="
                " game.players[0], min otherwise.", knobs=(("turns", "swapped"),), refuted_by=has_no_min_rule),
        Mistake(PLAYER_NAMES, "decides who moves by comparing game.to_move(state) with \"X\", so where the"
                " players have other names (MAX and MIN) it takes the min everywhere",
                "Compare game.to_move(state) with game.players[0], not with \"X\": not every game calls its"
                " players X and O.", knobs=(("turns", "named x"),)),
        Mistake(NOT_ALTERNATING, "takes the max at every level, MIN's turns included",
                "MAX takes the largest child value, MIN the smallest: compare game.to_move(state) with"
                " game.players[0] at every node.", knobs=(("turns", "max"),)),
        Mistake(NOT_ALTERNATING, "takes the min at every level, MAX's turns included",
                "MAX takes the largest child value, MIN the smallest: compare game.to_move(state) with"
                " game.players[0] at every node.", knobs=(("turns", "min"),)),
        *(Mistake(NOT_ALTERNATING, f"calls its {kind} helper on the children of a {side} node (a copy-paste of"
                  f" the other half), so below a {side} node every level takes the {kind}", f"A {side} node's"
                  f" children are {other}'s to move: {side.lower()}_value calls {other.lower()}_value on each child"
                  f" (and {other.lower()}_value calls {side.lower()}_value).", knobs=(("turns", f"{kind} calls {kind}"),))
          for kind, side, other in (("min", "MIN", "MAX"), ("max", "MAX", "MIN"))),
    ]


_MIN_LOW = "starts MIN's running best at -inf, so min(v, child) never moves from it"
_MAX_HIGH = "starts MAX's running best at +inf, so max(v, child) never moves from it"


def combination_mistakes() -> list[Mistake]:
    """How a player's node combines its children: the running best started on the wrong side,
    the opponent averaged as if it played at random."""
    # The closing example shows the half the model says is wrong, never the one the code has right (wave 32's ab_02,
    # MAX started at +inf, was shown MIN's `v = math.inf before v = min(v, child)`, which its code already has).
    start = "MAX's running best starts at -inf, MIN's at +inf, so that the first child replaces it: "
    max_example, min_example = "v = -math.inf before v = max(v, child)", "v = math.inf before v = min(v, child)"
    start_hint = start + min_example + "."
    return [
        Mistake(WRONG_START, _MIN_LOW, start_hint, knobs=(("start", "min at -inf"),),
                worded=wrong_side_start_words(_MIN_LOW, start_hint, "min")),
        Mistake(WRONG_START, _MAX_HIGH, start + max_example + ".", knobs=(("start", "max at +inf"),),
                worded=wrong_side_start_words(_MAX_HIGH, start + max_example + ".", "max")),
        Mistake(WRONG_START, "starts the running best at 0, so a node whose children are all worse than 0"
                " is worth 0", "Start MAX's running best at -math.inf and MIN's at +math.inf (or take max()"
                " and min() of the list of children): 0 is a value a child may not reach.",
                knobs=(("start", "zero"),)),
        *(Mistake(WRONG_START, f"starts {side}'s running best at {value} ({side}'s alone), so a {side} node whose"
                  f" children are all {below} {value} is worth {value}", f"Start {side}'s running best at {start} (or"
                  f" take {side.lower()}() of the list of children): {value} is a value a child may not reach.",
                  knobs=(("start", f"{knob} at {side.lower()}"),))
          for knob, sign in (("zero", 0), ("one", 1))
          for side, below, start in (("MAX", "below", "-math.inf"), ("MIN", "above", "+math.inf"))
          for value in ["0" if sign == 0 else "-1" if side == "MAX" else "+1"]),
        Mistake(WRONG_START, "starts MAX's running best at -1 and MIN's at +1 (tic-tac-toe's worst and best"
                " utilities), so a node whose children are all worse than that is worth -1 or +1",
                "Start MAX's running best at -math.inf and MIN's at +math.inf (or take max() and min() of the"
                " list of children): -1 and +1 are the utilities of one game, not bounds of every game.",
                knobs=(("start", "one"),)),
        Mistake(WRONG_START, "starts MAX's running best at +inf and MIN's at -inf (the infinities swapped), so"
                " neither ever moves from its start", start + max_example + ", and " + min_example + ".",
                knobs=(("start", "infinities swapped"),)),
        Mistake(WRONG_COMPARISON, STUCK_COMPARISON["MIN"], "MIN keeps a child when it is SMALLER than its best so far: value < best"
                " (or best = min(best, value)).", knobs=(("stuck", "min"),)),
        Mistake(WRONG_COMPARISON, STUCK_COMPARISON["MAX"], "MAX keeps a child when it is LARGER than its best so far: value > best"
                " (or best = max(best, value)).", knobs=(("stuck", "max"),)),
        Mistake(SKIPS_FIRST, "never tries the first move where MIN is to move (a loop such as range(1,"
                " len(moves)) that starts at 1)", "Loop over every move: for move in game.actions(state), or"
                " range(len(moves)); indexes start at 0.", knobs=(("skip_first", "min"),)),
        Mistake(SKIPS_FIRST, "never tries the first move where MAX is to move (a loop such as range(1,"
                " len(moves)) that starts at 1)", "Loop over every move: for move in game.actions(state), or"
                " range(len(moves)); indexes start at 0.", knobs=(("skip_first", "max"),)),
        *skip_mistakes(),
        Mistake(AVERAGES_MIN, "averages the children where MIN is to move",
                "MIN plays its best move, the smallest child value: min(values), not their average"
                " (averaging is for chance nodes).", knobs=(("min_rule", "mean"),)),
    ]


def skip_mistakes() -> list[Mistake]:
    """A move skipped at every node, the first or the last: a slip of the loop over the moves
    of any tree search (minimax, negamax, expectimax's players, depth-limited)."""
    return [
        Mistake(SKIPS_FIRST_MOVE, "never tries the first move (a loop over moves[1:] or range(1, len(moves)))",
                "Loop over every move: for move in game.actions(state), or range(len(moves)); indexes start"
                " at 0 and a slice [1:] drops the first.", knobs=(("skip_first", "both"),)),
        Mistake(SKIPS_LAST_MOVE, "never tries the last move (a slice such as moves[1:-1] or moves[:-1], or"
                " range(len(moves) - 1))", "Loop over every move: a slice's end is excluded, so moves[1:-1]"
                " drops the last move as well as the first; after starting from moves[0], loop over moves[1:].",
                knobs=(("skip_last", "both"),)),
        Mistake(SKIPS_FIRST_MOVE, "never tries the first move (a loop over moves[1:] with a running best, so a"
                " position with a single move keeps the best's start, an infinity)", "Loop over every move: for"
                " move in game.actions(state); a slice [1:] drops the first.", knobs=(("skip_first", "loop"),)),
        Mistake(SKIPS_LAST_MOVE, "never tries the last move (a loop over moves[:-1] or range(len(moves) - 1) with a"
                " running best, so a position with a single move keeps the best's start, an infinity)",
                "Loop over every move: for move in game.actions(state); a slice's end is excluded, so"
                " moves[:-1] drops the last move.", knobs=(("skip_last", "loop"),)),
        *(Mistake(SKIPS_LAST_MOVE, f"never tries the last move where {side} is to move (a loop over moves[:-1] or"
                  " range(len(moves) - 1) in that half of the code, with a running best)", "Loop over every move:"
                  " for move in game.actions(state); a slice's end is excluded, so moves[:-1] drops the last move.",
                  knobs=(("skip_last", kind),))
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
        Mistake(FIRST_MOVE_ONLY, "leaves the loop over the moves after the first one at every position: a return"
                " (or break) that always runs, such as a return dedented out of its if, or a cutoff test that is"
                " always true (best >= alpha, or alpha raised from beta, alpha = max(beta, best), where the test"
                " is against beta)", "Leave the loop early only at a cutoff: once the value reaches beta"
                " (v >= beta, or alpha >= beta after alpha = max(alpha, v)); otherwise try the next move, and"
                " return after the loop.", knobs=(("first_only", True),)),
        *(Mistake(FIRST_MOVE_ONLY, f"leaves the loop over the moves after the first one where {side} is to move:"
                  " a return (or break) that always runs there, such as a return dedented out of its cutoff's if",
                  "Leave the loop early only at a cutoff (v >= beta in a MAX node, v <= alpha in a MIN node):"
                  " keep the return inside its if, and return after the loop.", knobs=(("first_only", kind),))
          for kind, side in (("max", "MAX"), ("min", "MIN"))),
    ]


def _min_to_move_unfinished(case: Any) -> bool:
    return _min_to_move(case) and not case.game.is_terminal(case.state)


def _unfinished_with_depth(case: Any) -> bool:
    return _has_depth(case) and not case.game.is_terminal(case.state)


def sign_mistakes() -> list[Mistake]:
    """One negation too many or too few in a search that returns MAX's value: a negamax written
    inside (its children not negated, its value not turned to MAX's view), or minimax's own value
    negated on its way out."""
    return [
        Mistake(NOT_CONVERTED, "returns the value its negamax gives, the side to move's, where MIN is to move:"
                " it is never turned to MAX's view (a finished position is scored for MAX)",
                "A negamax value is the side to move's: where MIN is to move, MAX's value is its negation."
                " Return v if game.to_move(state) == game.players[0] else -v.",
                knobs=(("answer", "mover unfinished"),), applies=_min_to_move_unfinished),
        Mistake(NOT_CONVERTED, "searches in negamax form with a side's sign that is +1 for MIN too (1 if ... else"
                " 1): the evaluation is never turned to the side to move's view, and the value it returns never"
                " back to MAX's", "The sign of the side to move is +1 where MAX moves and -1 where MIN does:"
                " negamax returns sign * evaluate(state) at the depth limit, and the root's value times the"
                " root's sign is MAX's.", knobs=(("negamax", True), ("eval_view", "mover")),
                applies=_unfinished_with_depth),
        Mistake(FORGETS_NEGATION, "searches in negamax form (values for the side to move) but takes the largest"
                " child value without negating it, then turns the result to MAX's view",
                "In negamax a child's value is the opponent's: take the largest of -negamax(child), not of"
                " negamax(child).", knobs=(("negamax", True), ("negate", False), ("answer", "max")),
                # Code that negates its children's values cancels that minus somewhere (sign_models.children_negated
                # reads it as a minus added to a MAX/MIN search where the code takes a min too).
                worded=negation_cancelled_words),
        Mistake(NEGATES_RESULT, "returns -(max(...)) or -(min(...)): every position it searches gets its"
                " value negated, the one above it included", "Minimax values are MAX's everywhere: return"
                " max(values) where MAX is to move and min(values) where MIN is, without a minus (only a"
                " negamax negates, and then it negates each child's value and takes the max).",
                knobs=(("negate_result", True),)),
    ]


def finished_child_mistakes() -> list[Mistake]:
    """A finished game met as a child scored for the wrong side, while one the search is called
    on directly is right: a special case for finished children with one sign too many."""
    return [
        Mistake(FINISHED_CHILD_SIGN, "gives a child that ends the game the wrong sign: its value to the node above"
                " is negated once too often (in negamax, -game.utility(child, me) where me moves at the node"
                " above), while a finished game it is called on directly is scored right",
                "A finished child is worth to the node above what your search returns on it: in negamax"
                " -game.utility(child, game.to_move(child)), which is game.utility(child, me) with no minus; in"
                " minimax game.utility(child, game.players[0]). Simplest: drop the special case for finished"
                " children and call your search on every child.", knobs=(("finished_child", "negated"),),
                refuted_by=has_no_finished_child_case),
    ]


def _min_to_move(case: Any) -> bool:
    game, state = case.game, case.state
    return bool(game.to_move(state) != game.players[0] and not _is_chance(game, state))


def _has_depth(case: Any) -> bool:
    return getattr(case, "depth", None) is not None


def depth_mistakes() -> list[Mistake]:
    """The depth limit off by one, ignored, or never counted down; the evaluation's point of view."""
    hint = ("depth counts plies below the given state: at depth 0 return evaluate(state); each child"
            " gets depth - 1.")
    return [
        Mistake(DEPTH_OFF_BY_ONE, "looks one ply further than asked", hint, knobs=(("depth_shift", 1),),
                applies=_has_depth),
        Mistake(DEPTH_OFF_BY_ONE, "looks one ply less far than asked", hint, knobs=(("depth_shift", -1),),
                applies=_has_depth),
        Mistake(DEPTH_OFF_BY_ONE, "tests depth == 1 instead of depth == 0: it evaluates one ply early, and a"
                " search asked for depth 0 never meets 1 and runs to the end of the game", hint,
                knobs=(("stop_at_one", True),), applies=_has_depth),
        Mistake(HORIZON_CONSTANT, "returns 0 at the depth limit without calling evaluate, so every unfinished"
                " position there is worth 0", "At depth 0 (an unfinished game) return evaluate(state): the"
                " evaluation is the guess a depth-limited search stands on.", knobs=(("horizon", "zero"),),
                applies=_has_depth),
        DEPTH_FIRST_CONSTANT,  # 0 at the limit tested first, finished games too (wave 37's dl_02): one slip, not two
        Mistake(NEVER_SEARCHES, "returns evaluate(state) at every unfinished position, whatever the depth left (a"
                " return of the evaluation outside its depth test)", "Return evaluate(state) only where depth"
                " == 0: keep that return inside its if, and search the moves below otherwise.",
                knobs=(("never_searches", True),), applies=_has_depth,
                # The same values come from a depth test true at every depth (`depth >= 0` for `<= 0`, blind40's
                # dl_03): the words follow the code, which is told of no misplaced return it does not have.
                # A limit set once in a global and kept (wave 28's dl_04) evaluates at once after a first call
                # with depth 0: refuted from the code, not only outranked by the kept state's name.
                worded=never_searches_words, refuted_by=tests_a_limit_set_once),
        Mistake(IGNORES_DEPTH, "searches to the end of the game, past the depth limit",
                "Stop when depth reaches 0 and return evaluate(state) there.", knobs=(("no_depth", True),),
                applies=_has_depth),
        Mistake(NEVER_COUNTS_DOWN, "hands every child the same depth (or depth + 1), so below the root the depth"
                " never reaches 0", "Each child is one ply further down: call your search on it with depth - 1,"
                " not depth (nor depth + 1).", knobs=(("never_counts_down", True),), applies=_has_depth,
                refuted_by=lowers_depth_for_every_child),
        Mistake(FULL_MOVES, "counts a ply only after MIN's moves (depth - 1 where MIN moves, depth as it came where MAX does), so each unit of depth is a full move, MAX's move and MIN's reply, and the search looks about twice as deep as asked",
                "depth counts plies, each player's move one: every child gets depth - 1, MAX's and MIN's alike.",
                knobs=(("depth_step", "min only"),), applies=_has_depth),
        Mistake(FULL_MOVES, "counts a ply only after MAX's moves (depth - 1 where MAX moves, depth as it came where MIN does), so each unit of depth is a full move, MAX's move and MIN's reply, and the search looks about twice as deep as asked",
                "depth counts plies, each player's move one: every child gets depth - 1, MAX's and MIN's alike.",
                knobs=(("depth_step", "max only"),), applies=_has_depth),
        # Depth counted in rounds of both players that start with the root's mover (the CS188
        # Pacman agents: depth + 1 once the last agent has moved). Where MAX moves at the root it is
        # "min only"; where MIN does, "max only": one mistake, which no single knob of one side
        # reproduces on cases from both sides (blind38's dl_04 was told a pair of mistakes).
        Mistake(FULL_MOVES, "counts the depth in rounds that start with the player to move at the root: it lowers"
                " the depth only once the other player has replied (depth as it came after the root's mover's own"
                " moves), so each unit of depth is a move of each player and the search looks about twice as deep"
                " as asked", "depth counts plies, each player's move one: every child gets depth - 1, whoever"
                " moved, and not only when the turn comes back to the player who moved first.",
                knobs=(("depth_step", "rounds"),), applies=_has_depth),
        Mistake(DEPTH_IN_LOOP, "lowers depth inside the loop over the moves (depth -= 1), so each child gets one"
                " ply less than the one before", "Leave depth alone in the loop: pass depth - 1 to every child.",
                knobs=(("loop_decrement", True),), applies=_has_depth),
        Mistake(TURN_BY_DEPTH, "decides who moves from the depth left (max where it is even), not from"
                " game.to_move(state)", "Whose turn it is is a fact of the position: maximise where"
                " game.to_move(state) == game.players[0], whatever the depth.", knobs=(("turns", "parity"),),
                applies=_has_depth),
        Mistake(WRONG_PLAYER, "ends up scoring positions at the depth limit for the player to move there,"
                " not for MAX", "evaluate(state) is MAX's view: a minimax returns it as it is, whoever is to"
                " move; a negamax, whose values are the side to move's, negates it where MIN is to move.",
                knobs=(("eval_view", "mover"),), applies=_has_depth),
        # Both leaves turned at once, as code that multiplies whatever it scores by the mover's sign does
        # (`h * [-1, 1][maximizingPlayer]`, blind38's dl_01): the two models above are one name, never paired.
        Mistake(WRONG_PLAYER, "scores every leaf for the player to move there, not for MAX: where MIN is to move it"
                " negates the evaluation at the depth limit and the utility of a finished game alike",
                "evaluate(state) and game.utility(state, game.players[0]) are MAX's values: return them as they are"
                " at every leaf, whoever is to move there; the max and the min above turn nothing.",
                alter=leaves_for_mover, knobs=(("eval_view", "mover"),), applies=_has_depth),
        # The other wrong side: the evaluation turned to the view of the side that just moved, negated where MAX is to
        # move and right where MIN is. A negamax's horizon written `return -evaluate(state)` whoever is to move
        # (blind40's dl_05), or a colour with the wrong sign (1 for MIN, -1 for MAX) times the evaluation.
        Mistake(WRONG_PLAYER, "scores positions at the depth limit for the side that just moved, not for the side to"
                " move: where MAX is to move there it negates the evaluation (a negamax's return -evaluate(state)"
                " whoever is to move, or a side's sign that is -1 for MAX), where MIN is to move the value is right",
                "evaluate(state) is MAX's view: a negamax returns it as it is where MAX is to move and negated where MIN"
                " is (sign * evaluate(state), sign = 1 for MAX and -1 for MIN), never negated whoever is to move; a"
                " minimax returns it as it is.", knobs=(("eval_view", "just moved"),), applies=_has_depth),
        Mistake(EVALUATES_PARENT, "evaluates the node above at the depth limit (evaluate(state) where it means"
                " evaluate(child)), so every child there gets its parent's estimate",
                "At the depth limit evaluate the position there: evaluate(child) for a child, or call your"
                " search on the child with depth - 1, which returns evaluate(child) at depth 0.",
                knobs=(("horizon", "parent"),), applies=_has_depth),
    ]


def first(mistakes: Sequence[Mistake], name: str) -> Mistake:
    return next(m for m in mistakes if m.name == name)
