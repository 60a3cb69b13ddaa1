"""Checking a student's quiescence search: ``fn(game, state, evaluate) -> value`` for a position
at the depth limit, from MAX's view.

Past the horizon only forcing moves count: a win in one; else the blocks an opponent's threat
forces (no standing pat: declining loses); else the moves that make a threat, with
``evaluate(state)`` as the *stand-pat* value of declining them all. The answer is compared with
``alphabeta(game, state, depth=0, evaluate=evaluate, quiescence=True)`` on positions whose
forced win or block lies just past the horizon; a wrong one with what typical bugs give: the
evaluation alone, the exact value (every move searched), the search with the evaluation
turned to the mover's view.

Example:
    >>> def quiesce(game, state, evaluate):
    ...     me = game.to_move(state)
    ...     you = "O" if me == "X" else "X"
    ...     maximizing = me == "X"
    ...     if game.is_terminal(state):
    ...         return game.utility(state, "X")
    ...     moves = game.completing_cells(state, me)[:1] or game.completing_cells(state, you)
    ...     stand = None
    ...     if not moves:
    ...         stand = evaluate(state)
    ...         moves = [m for m in game.actions(state) if game.completing_cells(game.result(state, m), me)]
    ...     values = [quiesce(game, game.result(state, m), evaluate) for m in moves]
    ...     values += [] if stand is None else [stand]
    ...     return max(values) if maximizing else min(values)
    >>> check_quiescence(quiesce, quiet=True).passed
    True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from ttt_lab.exercises.depth_counters import counted, counted_words
from ttt_lab.exercises.engine import Mistake, fit_problems, name_mistake
from ttt_lab.exercises.game_alterations import leaves_for_second
from ttt_lab.exercises.harness import _call, _close, _num, _Printed, _Watch
from ttt_lab.exercises.hint_checks import read_source, vet_hints
from ttt_lab.exercises.kept_state import KeptState, name_kept_state, snapshot
from ttt_lab.exercises.limit_in_loop import name_limit_in_loop
from ttt_lab.exercises.loop_models import UTILITY_EVERYWHERE, base_case_mistakes
from ttt_lab.exercises.loop_source import utility_returned_always
from ttt_lab.exercises.memo_probes import evaluation_memo_problem, never_reads_parameter
from ttt_lab.exercises.mistake_catalogues import (
    combination_mistakes,
    first,
    player_mistakes,
    sign_mistakes,
    skip_mistakes,
)
from ttt_lab.exercises.quiescence_model import mistaken_quiescence
from ttt_lab.exercises.quiescence_probes import second_slip
from ttt_lab.exercises.quiescence_source import (
    _asks_for_blocks_already,
    _asks_threats_of_a_child,
    _negamax_form,
    _stands_pat_already,
    evaluation_passed_down,
)
from ttt_lab.exercises.quiescence_spot import _quiescence, _spot
from ttt_lab.exercises.report import (
    EVALUATES_TERMINAL,
    FORGETS_NEGATION,
    IGNORES_TERMINAL,
    NEGATES_RESULT,
    NOT_ALTERNATING,
    NOT_CONVERTED,
    SWAPPED,
    WRONG_COMPARISON,
    WRONG_PLAYER,
    WRONG_START,
    WRONG_VALUE,
    CheckReport,
    Problem,
    _report,
    gives_up,
)
from ttt_lab.exercises.scope_models import EVALUATES_ROOT, TURN_FROM_ROOT
from ttt_lab.exercises.sign_models import children_negated, negated_best_mistakes
from ttt_lab.exercises.student_source import diagnoses
from ttt_lab.games.mnk import MNK, TicTacToe
from ttt_lab.search import line_evaluation

STOPS_AT_HORIZON = "stops at the horizon"
SEARCHES_QUIET = "searches quiet moves too"
NEVER_WINS = "never completes its own line"
NO_STAND_PAT = "has no stand-pat bound"
STAND_PAT_WRONG_SIDE = "stands pat from the wrong side"
STANDS_PAT_WHEN_FORCED = "stands pat when a block is forced"
NO_THREATS = "never follows the threats"
ONE_PLY = "looks only one forcing move deep"
BLOCKS_BEFORE_WIN = "blocks when it could win"
BRANCH_SIGN = "gets the sign of its blocks' value wrong"
WIN_SIGN = "scores each win as a loss for the winner"
WINS_AND_BLOCKS = "joins its wins and the blocks with `and`, not `or`"
NEVER_BLOCKS = "never blocks the opponent's threat"
THREATS_OF_WRONG_SIDE = "follows the threats of the wrong side"
CAPS_DEPTH = "stops after a fixed number of forcing moves"
FIRST_THREATS_ONLY = "follows only the first few threats"
WIN_NOW_FOR_MAX = "scores a win the side to move can take as MAX's win"

_HINTS = {
    STOPS_AT_HORIZON: "At the depth limit, before evaluating, look for forcing moves: a win in one, a block"
                      " the opponent's threat forces, a threat of your own. Only a quiet position is just"
                      " evaluated.",
    SEARCHES_QUIET: "Past the horizon search only forcing moves (wins, forced blocks, threats): a quiet move"
                    " there makes the search as wide as a full one and never ends early.",
    NO_STAND_PAT: "The side to move may decline every threat: count evaluate(state) as one of its options"
                  " (the stand-pat), unless a block is forced.",
    STAND_PAT_WRONG_SIDE: "evaluate(state) is MAX's view everywhere: use it as it is for both sides, MAX"
                          " takes the largest option and MIN the smallest.",
    STANDS_PAT_WHEN_FORCED: "When the opponent threatens to win, declining is not an option: search the"
                            " blocks alone, without evaluate(state) among the options.",
    NO_THREATS: "Besides wins and forced blocks, follow the moves that make a threat of your own"
                " (game.completing_cells(child, me) not empty, me the side that moved), with the stand-pat as"
                " the other option.",
    ONE_PLY: "Value each forcing move by calling the quiescence search on the child again, not by evaluating"
             " the child: a threat is answered by a block, which may make a threat in turn.",
    NEVER_BLOCKS: "When the opponent can complete a line next, blocking is forced: search the blocks"
                  " (game.completing_cells(state, opponent)) before anything else but your own win.",
    NEVER_WINS: "Where the side to move can complete a line (game.completing_cells(state, me)), that"
                " win is its forcing move: follow it before any block or threat.",
    BRANCH_SIGN: "From MAX's view a forced block is worth its child's value as it is, the smallest for MIN"
                 " and the largest for MAX (no minus); in negamax form (values for the side to move) it is"
                 " max(-q(child)): check the sign on that return.",
    WIN_SIGN: "A finished game is worth game.utility(state, game.players[0]) to MAX, and a win in one is worth"
              " the finished game it leads to: look for a minus too many on either return (in negamax form,"
              " values for the side to move, the win's return is -q(child): there the minus belongs).",
    WINS_AND_BLOCKS: "`wins or blocks` is the wins if there are any, else the blocks; `wins and blocks` is"
                     " empty when there is no win and the blocks when there is one, so it never takes a win"
                     " and blocks only where it could have won.",
    BLOCKS_BEFORE_WIN: "Look for your own win in one first (game.completing_cells(state, me)): it ends the"
                       " game, so it comes before blocking the opponent's threat.",
}

MISTAKES = [
    Mistake(STOPS_AT_HORIZON, "returns evaluate(state) at the depth limit without looking at forcing moves",
            _HINTS[STOPS_AT_HORIZON], knobs=(("moves", "none"),)),
    Mistake(SEARCHES_QUIET, "searches every move past the horizon, to the end of the game",
            _HINTS[SEARCHES_QUIET], knobs=(("moves", "all"),)),
    Mistake(NO_STAND_PAT, "leaves out the stand-pat where there are threats to make",
            _HINTS[NO_STAND_PAT], knobs=(("stand_pat", "never"),)),
    Mistake(STANDS_PAT_WHEN_FORCED, "counts the stand-pat even where a block is forced",
            _HINTS[STANDS_PAT_WHEN_FORCED], knobs=(("stand_pat", "always"),)),
    Mistake(STAND_PAT_WRONG_SIDE, "turns the evaluation to the side to move's view where MIN moves",
            _HINTS[STAND_PAT_WRONG_SIDE], knobs=(("eval_view", "mover"),)),
    Mistake(STAND_PAT_WRONG_SIDE, "stands pat on the evaluation seen from the wrong side at every node, MAX's and"
            " MIN's (in negamax form a side's sign turned, -1 where MAX moves and +1 where MIN does; in MAX's"
            " view -evaluate(state))", "The stand-pat is seen from the same side as the other values: evaluate(state)"
            " as it is in a search that returns MAX's values, and sign * evaluate(state) in negamax form, with sign"
            " 1 where MAX moves (game.to_move(state) == game.players[0]) and -1 where MIN does.",
            knobs=(("eval_view", "negated"),)),
    Mistake(NEVER_BLOCKS, "answers neither a win nor a threat of the opponent's with a block",
            _HINTS[NEVER_BLOCKS], knobs=(("blocks", False),)),
    Mistake(NO_THREATS, "follows wins and forced blocks but never the moves that make a threat",
            _HINTS[NO_THREATS], knobs=(("moves", "no threats"),)),
    Mistake(NEVER_WINS, "never takes its own win in one: it only blocks the opponent's threats",
            _HINTS[NEVER_WINS], knobs=(("wins", False),)),
    # Which forcing moves are extended, read off one fixed player's lines (a Connect-Four quiesce.ts ported, wave
    # 33's q_07: completing_cells(state, human_disc) alone, human_disc MAX's opponent at every node): where MAX
    # moves those are blocks, never its own win; where MIN moves, MIN's own wins. Tried in pairs with a view slip.
    Mistake(NEVER_WINS, "searches only the cells where MAX's opponent could complete a line (one player written"
            " into the code, whoever moves): where MAX moves it blocks them but never looks at its own winning moves"
            " or its threats, with the stand-pat always among the options", "Ask at each position about the side"
            " to move, me = game.to_move(state): its own win first (game.completing_cells(state, me)), then the"
            " opponent's lines to block, then its threats; a player fixed in the code is the wrong one half the"
            " time.", knobs=(("sides", "max"), ("wins", False), ("moves", "no threats"), ("stand_pat", "always"))),
    # The converse: MAX's own lines alone (completing_cells(state, ai_disc)), its wins, and MIN's blocks of them.
    Mistake(NEVER_BLOCKS, "searches only the cells where MAX could complete a line (one player written into the"
            " code, whoever moves): MAX takes its wins there and MIN blocks them, but where MAX moves it never blocks"
            " MIN's threats, and MIN never takes its own win, with the stand-pat always among the options", "Ask at"
            " each position about the side to move, me = game.to_move(state): its own win first"
            " (game.completing_cells(state, me)), then the opponent's lines to block"
            " (game.completing_cells(state, opponent)), then its threats; a player fixed in the code is the wrong one"
            " half the time.", knobs=(("sides", "max"), ("blocks", False), ("moves", "no threats"),
                                      ("stand_pat", "always"))),
    Mistake(ONE_PLY, "evaluates the child of each forcing move instead of searching on from it",
            _HINTS[ONE_PLY], knobs=(("one_ply", True),)),
    *(Mistake(THREATS_OF_WRONG_SIDE, f"picks its threats by asking game.completing_cells(child, {who}) where the"
              " side to move belongs (me = game.to_move(state)): where that is not the mover, it follows the"
              " moves that leave another side a line to complete, not its own threats", "A threat is the mover's own:"
              " follow the moves after which game.completing_cells(child, me) is not empty, with me ="
              " game.to_move(state) at this node (not a fixed player, not the opponent).", knobs=(("threats_of", rule),))
      # (the opponent's threats after a quiet move: none, as "never follows the threats"; MIN's
      # alone: the graded cases cannot tell them from none either)
      for rule, who in (("max", "game.players[0]"),)),
    *(Mistake(CAPS_DEPTH, f"stops after {cap} forcing moves past the horizon (a depth parameter of its own counted"
              f" down from {cap}) and evaluates there, where the forcing line goes on", "Quiescence has no depth"
              " limit of its own: follow forcing moves until the position is quiet (no win, no block, no threat) or the"
              " game ends; forcing moves are few, so the search stays small.", knobs=(("cap", cap),),
              worded=counted_words(lambda counter, cap=cap: f"stops after {cap} forcing moves past the horizon"  # type: ignore[misc]
                                   f" ({counted(counter)})"
                                   " and evaluates there, where the forcing line goes on",  # a counter counted up: q_05
                                   lambda what: f"Quiescence has no depth limit of its own: take out {what}, and follow"
                                   " forcing moves until the position is quiet (no win, no block, no threat) or the game"
                                   " ends; forcing moves are few, so the search stays small."))
      for cap in (2, 3, 4)),  # 1: evaluates each forcing move's child, ONE_PLY
    *(Mistake(FIRST_THREATS_ONLY, f"follows only the first {n} of the threats it could make (moves[:{n}], to limit"
              " the branching), so a better threat further down the list is never searched", "Follow every threat"
              " the side to move can make: the forcing moves are few already; cutting the list leaves out the one"
              " that may decide the game.", knobs=(("threat_limit", n),)) for n in (1, 2, 3)),
    Mistake(ONE_PLY, "evaluates the child of each threat it makes (evaluate(child)) instead of searching on from"
            " it, though it searches on from its wins and blocks", _HINTS[ONE_PLY], knobs=(("one_ply", "quiet"),)),
    # A shortcut taken before the search ("the side to move wins here: return 1") that forgets the
    # winner may be MIN (wave 20's q_03): only a position where MIN can win at once shows it.
    Mistake(WIN_NOW_FOR_MAX, "returns 1 as soon as the side to move can complete a line, whoever that is: a win"
            " MIN can take at once is scored as MAX's", "A win the side to move can take is worth that side's win:"
            " +1 where game.players[0] moves, -1 where game.players[1] does (or search the winning move, whose"
            " finished child scores itself).", knobs=(("win_now", "max's"),)),
    Mistake(BLOCKS_BEFORE_WIN, "blocks the opponent's threat even where it has a win in one",
            _HINTS[BLOCKS_BEFORE_WIN], knobs=(("blocks_first", True),)),
    Mistake(SWAPPED, "takes the smallest option where MAX moves and the largest where MIN does",
            "MAX (game.players[0]) takes the largest option, MIN the smallest.", knobs=(("swapped", True),)),
    Mistake(NOT_ALTERNATING, "takes the largest option where MIN moves too",
            "Where MIN (game.players[1]) moves it takes the smallest option: min(options), not max.",
            knobs=(("pick", "max"),)),
    # Named by its first slip, the minus missing from the recursion (the code hands down (-beta, -alpha), so it is
    # negamax's form): "does not alternate" says what the values do, not which line to mend (wave 33's q_01).
    *(Mistake(FORGETS_NEGATION, "is written as negamax (one rule at every node, the window handed down as (-beta,"
              " -alpha)) but with neither the side's sign nor the minus: the stand-pat is X's evaluation and each"
              " child's value is taken as it comes, so O's positions take the largest of X's values too",
              "In negamax every value is the side to move's: stand pat with sign * evaluate(state) (sign +1 where"
              " game.players[0] moves, -1 where the other does), negate each child's value, score ="
              " -quiescence(child, -beta, -alpha), and turn the root's value back to game.players[0]'s.",
              knobs=(("unsigned_negamax", returns),)) for returns in ("cut score", "fail hard", "fail soft")),
    Mistake(EVALUATES_TERMINAL, "calls evaluate on finished games instead of taking their utility",
            "Test game.is_terminal(state) first: a finished game is worth game.utility(state,"
            " game.players[0]) exactly, never its evaluation.", knobs=(("leaf", "evaluate"),)),
    Mistake(EVALUATES_TERMINAL, "scores finished games with the evaluation below the root: a finished position it is"
            " given gets its utility (a test outside the search), but one the search reaches by a move gets"
            " evaluate(), not its utility", "Where the search itself meets a finished game, return"
            " game.utility(state, game.players[0]) (in negamax form, for the side to move there), never the"
            " evaluation or a stand-pat computed from it: a finished game's value is exact. A test of the position"
            " you were given, outside the search, never sees the games reached by a move.",
            knobs=(("leaf", "evaluate below root"),)),
    Mistake(WRONG_PLAYER, "scores each finished game for the player to move there, not for MAX",
            "A finished game is worth game.utility(state, game.players[0]), whoever is to move.",
            knobs=(("leaf", "mover"),)),
]
"""The mistakes of quiescence search the checker can name: knobs of
:func:`~ttt_lab.exercises.quiescence_model.mistaken_quiescence`."""


def _min_to_move(case: tuple[Any, Any, Any, str]) -> bool:
    game, state = case[0], case[1]
    return game.to_move(state) != game.players[0] and not game.is_terminal(state)


def _min_to_move_or_finished(case: tuple[Any, Any, Any, str]) -> bool:
    game, state = case[0], case[1]
    return bool(game.to_move(state) != game.players[0])


def _shared_mistakes() -> tuple[list[Mistake], list[Mistake]]:
    """The slips every tree search shares (a negation too many or too few, a running best started
    or compared wrongly, a loop that skips the last move), stated once in the error model and
    read by :func:`~ttt_lab.exercises.quiescence_model.mistaken_quiescence`: those that change
    every position's value (may be paired with another mistake), and those that change one branch
    or one side's positions (named alone: with more of them in pairs, a pair fits by chance)."""
    signs, combining = sign_mistakes(), combination_mistakes()
    negated, forgotten = first(signs, NEGATES_RESULT), first(signs, FORGETS_NEGATION)
    # The minus missing from the recursion, without the shared model's ("answer", "max") (the model's default
    # here, MAX's view): that knob would forbid the pair with a wrapper's slip (a finished root scored for the
    # side to move there), two slips of one port (wave 28's q_01, a fail-hard python-chess port, only localised).
    forgotten = replace(forgotten, knobs=tuple((key, value) for key, value in forgotten.knobs if key != "answer"))
    broad = [
        negated, forgotten, replace(first(signs, NOT_CONVERTED), applies=_min_to_move),
        # A win in one leads to a finished game, so a minus on the utility and one on the win's
        # return (or, in negamax form, a minus missing there) give the same values: one model, both named.
        replace(next(m for m in player_mistakes() if m.alter is leaves_for_second), name=WIN_SIGN, alter=None,
                because="scores a finished game for MIN, not for MAX: a minus too many on the utility it returns"
                " there, or on the value it returns where it takes its win (in negamax form, a minus missing"
                " from -q(child) there)", hint=_HINTS[WIN_SIGN], knobs=(("leaf", "min"),)),
        Mistake(WIN_SIGN, "scores every finished game it reaches by a move for MIN, not for MAX, while a finished"
                " position it is given is right: a minus too many on the value it returns where it takes its win (in"
                " negamax form, a minus missing from -q(child) there)", _HINTS[WIN_SIGN],
                knobs=(("leaf", "min below root"),)),
        Mistake(IGNORES_TERMINAL, "never tests whether the game is over, so a finished board is searched on"
                " like any other", "Test game.is_terminal(state) first and return game.utility(state,"
                " game.players[0]) there: a finished game has no forcing moves and no stand-pat.",
                knobs=(("leaf", "untested"),)),
        Mistake(IGNORES_TERMINAL, "tests whether the game is over on the position it was given (the outer state)"
                " inside its helper, not on the helper's own position: a finished board met in the search is"
                " searched on like any other", "Inside a helper that is given a position (def q(s)), test that"
                " position: game.is_terminal(s), and return game.utility(s, game.players[0]) there.",
                knobs=(("leaf", "untested below root"),)),
        replace(first(signs, NOT_CONVERTED), because="returns the value its negamax gives, the side to move's, where"
                " MIN is to move, a finished position given to it too: it is never turned to MAX's view",
                knobs=(("answer", "mover"),), applies=_min_to_move_or_finished),
        # A slip of the wrapper alone (a finished root scored for the side to move there), beside any slip of the
        # search below it: paired, it changes only the finished roots (wave 26's qs_01, an unsigned stand-pat too).
        Mistake(NOT_CONVERTED, "searches in negamax form and turns its value to MAX's view only where the position it"
                " is given is not finished: a finished position given to it is scored for the side to move there",
                "A finished position is worth game.utility(state, game.players[0]) to MAX whoever is to move: turn"
                " the negamax value back (negate it where MIN is to move) at a finished root too, or test"
                " game.is_terminal(state) first and return MAX's utility.", knobs=(("answer", "finished for mover"),)),
        # Negamax's minus on the recursion with every value it starts from in MAX's view (wave 33's q_07): the
        # stand-pat evaluate(state) and a finished game's utility(state, X) never signed by the side to move, and
        # the root's value never turned back. Seen from MAX, each of the three is the mover's view where MIN moves.
        Mistake(STAND_PAT_WRONG_SIDE, "searches in negamax form (each child's value negated) but starts from MAX's"
                " view everywhere: the stand-pat is evaluate(state) and a finished game utility(state, X) as they"
                " are, never turned to the side to move's where MIN moves, and the root's value is never turned back",
                "In negamax every value is the side to move's: stand pat on sign * evaluate(state), score a finished"
                " game with sign * game.utility(state, game.players[0]) (sign 1 where MAX moves, -1 where MIN does),"
                " and return sign * the root's value.",
                knobs=(("eval_view", "mover"), ("leaf", "mover"), ("answer", "mover"))),
    ]
    narrow = [
        replace(negated, because="returns its value negated where it stands pat or follows threats (a minus"
                " on that return)", knobs=(("negate_result", "quiet"),)),
        replace(forgotten, because="searches in negamax form (values for the side to move) but leaves the"
                " threats' values unnegated", knobs=(("negate", "quiet"),)),
        # One slip, not two: the recursion's minus missing, a finished child scored apart and right (sign *
        # utility), where the whole-model slip would also turn the finished children's values.
        replace(forgotten, because="searches in negamax form (values for the side to move) but takes the largest"
                " value of its recursive calls without negating them, while it scores a finished child right, from"
                " the mover's side", hint="In negamax a child's value is the opponent's: negate the recursive"
                " call, -q(child) (with the window -beta, -alpha). A finished child you score from the mover's side"
                " (sign * its utility) is right as it is.", knobs=(*forgotten.knobs, ("finished_children", "right"))),
        Mistake(BRANCH_SIGN, "gives its blocks' value the wrong sign: a minus too many on that return, or, in"
                " negamax form, one too few on the children's values", _HINTS[BRANCH_SIGN],
                knobs=(("negate_result", "blocks"),)),
        next(m for m in player_mistakes() if m.knobs == (("turns", "min"),)),
        *(m for m in combining if m.name in (WRONG_START, WRONG_COMPARISON)
          and dict(m.knobs).get("start", "max at +inf") in ("max at +inf", "min at -inf")),
        # In negamax form best = +inf before max(best, -q(child)) is both sides' start on the wrong
        # side (MIN's, seen from MAX, at -inf): where a move is forced the node never leaves it.
        replace(next(m for m in combining if m.knobs == (("start", "infinities swapped"),)),
                because="starts the running best on the wrong side in every node where a move is forced (in"
                " negamax form best = math.inf before best = max(best, -q(child)); in MAX's view +inf for MAX and"
                " -inf for MIN), so it never moves from its start there", hint="The running best starts where the"
                " first option replaces it: in negamax form best = -math.inf before best = max(best, -q(child));"
                " in MAX's view -inf for MAX (then max) and +inf for MIN (then min)."),
        *(m for m in skip_mistakes() if m.knobs in ((("skip_last", "loop"),), (("skip_last", "max"),),
                                                    (("skip_last", "min"),))),
        *negated_best_mistakes(),
        Mistake(NOT_CONVERTED, "turns its negamax value to MAX's view with a sign of 0 where MIN is to move at the"
                " top (sign = -0 or 0 where -1 belongs), so every answer where MIN moves first is 0", "The sign of the"
                " side to move is 1 where MAX moves and -1 where MIN does: return sign * q(state) with sign = 1 if"
                " game.to_move(state) == game.players[0] else -1.", knobs=(("answer", "zero for min"),)),
        Mistake(WINS_AND_BLOCKS, "joins its wins and the opponent's threats with `and` (wins and blocks): it"
                " never takes a win, and blocks only where it has a win of its own", _HINTS[WINS_AND_BLOCKS],
                knobs=(("forcing", "and"),)),
        Mistake(NEVER_BLOCKS, "never blocks where MIN is to move: the opponent it asks completing_cells about"
                " is MIN whoever moves", "The opponent is the player not to move: game.players[1] if me =="
                " game.players[0] else game.players[0].", knobs=(("blocks", "max only"),)),
    ]
    return broad, narrow


_BROAD, _NARROW = _shared_mistakes()
_ROOT_SAID = ("stands pat on the root's evaluation at every position (evaluate(state), the outer root, inside a helper"
              " given the node s)")
PAIRED = MISTAKES + _BROAD
"""The mistakes tried two at a time when no single one fits."""
MISTAKES += _BROAD + _NARROW + base_case_mistakes() + [
    Mistake(EVALUATES_ROOT, _ROOT_SAID, "Inside a helper that is given a position (def q(s)), ask"
            " about that position: the stand-pat is evaluate(s), not evaluate(state) (the root, the same at every"
            " node).", knobs=(("eval_root", True),)),
    # The side to move read once at the root and kept down the recursion (an attribute set in a helper
    # object's __init__, a name read from the outer state): scope_models' slip, in the forcing moves.
    *(Mistake(TURN_FROM_ROOT, "reads the side to move once, at the root, and keeps it at every position below"
              f" (an attribute set once, in __init__, or the outer state's game.to_move): the wins, blocks and"
              f" threats it looks for there are the root's side's, not the mover's{also}", "Ask at each position"
              " whose turn it is: me = game.to_move(s) for the position s the call is given, in the function"
              " that searches it; a side stored once (self.me, or read from the root) is the root's at every"
              " node.", knobs=knobs)
      for also, knobs in (("", (("sides", "root"),)),
                          (", and it takes the max or the min by the root's side too", (("sides", "root"), ("turns", "root"))))),
    # A public Connect-Four quiesce(board, alpha, beta, aiDisc) ported (wave 25's q_06): one player fixed for the
    # whole search, its evaluation the stand-pat at every node of a negamax, and only its opponent's lines followed.
    # Named alone, never paired: its five knobs are one port, and each is a slip the code shows.
    Mistake(STAND_PAT_WRONG_SIDE, "searches in negamax form but stands pat on the evaluation seen from one fixed"
            " player, the side to move at the root, at every node (wrong wherever the other side moves), and follows"
            " only the cells where that player's opponent completes a line, never its own win or a threat, with the"
            " stand-pat beside them", "In negamax every value is the side to move's: at each node stand pat on"
            " sign * evaluate(state) with the sign of game.to_move(state) there, not of the root's player, and look"
            " for that mover's own win first, then the opponent's lines to block, then threats.",
            knobs=(("eval_view", "root"), ("sides", "root"), ("wins", False), ("moves", "no threats"),
                   ("stand_pat", "always"))),
]


_LONGER_CAP = 400_000
"""Calls allowed on a second run of a case that went past the usual cap."""


@cache
def _cases() -> tuple[tuple[Any, Any, Any, str], ...]:
    board, wide = TicTacToe(), MNK(4, 4, 3)
    cases = []
    for game, texts in ((board, ("XX./O../O..", "XO./.X./...", "X../.O./...", "XO./XO./...", "OX./.X./..O",
                                 "X.O/.O./X..", ".X./.O./...", ".X./..X/XOO", ".XO/X.O/..X",
                                 "XXX/OO./...",  # finished, O to move there: worth X's win
                                 "XX./OO./X..")),  # O to move wins at once (a win scored +1 for either side shows)
                        (wide, ("..../.XO./..../....", "X.../.O../..../....", "XO../.X../..../...."))):
        evaluate = line_evaluation(game)
        cases += [(game, game.parse(text), evaluate, f"{text} ({game.to_move(game.parse(text))} to move)")
                  for text in texts]
    return tuple(cases)


def _predict(case: tuple[Any, Any, Any, str], game: Any, knobs: dict[str, Any]) -> float:
    game, state, evaluate, _ = case
    return _quiescence(game, state, evaluate) if not knobs else mistaken_quiescence(game, state, evaluate, knobs)


def _root_passed_down(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """The root's evaluation stood pat on everywhere, told by the code where it is worked out once and
    handed down as an argument (the helper then reads no outer ``state``): said as the code does it."""
    if not any(p.name == EVALUATES_ROOT and not p.note for p in problems):
        return problems
    found = evaluation_passed_down(read_source(fn))
    if found is None:
        return problems
    said = (f"works out the root's evaluation once and hands it down (`{found}`), so every quiet position stands"
            " pat on the root's value, not its own")
    hint = ("Evaluate each quiet position itself, in the helper that is given it: the stand-pat is evaluate(s) for"
            " that node's position s, called there, not a value worked out once at the root and passed down as an"
            " argument (the same number at every node).")
    return [replace(p, detail=p.detail.replace(_ROOT_SAID, said), hint=hint)
            if p.name == EVALUATES_ROOT and not p.note else p for p in problems]


def _value_problems(run: Callable[..., Any], cases: tuple[tuple[Any, Any, Any, str], ...],
                    answers: list[float | None], fn: Callable[..., Any] | None = None,
                    unless: frozenset[str] = frozenset()) -> list[Problem]:
    """The mistake that gives every value returned (none named in ``unless``, which the code
    shows it does not make); else where the first wrong one starts."""
    fitted = _fitted(cases, answers, unless, fn)
    if fitted is not None:
        return fitted
    index = next(i for i, (case, answer) in enumerate(zip(cases, answers, strict=True))
                 if answer is not None and not _close(answer, _quiescence(*case[:3])))
    shown = _shown(cases[index], answers[index])
    game, state, evaluate, _ = cases[index]
    always = _utility_everywhere(cases, answers, fn)
    if always is not None:
        return [Problem(UTILITY_EVERYWHERE, shown + f"\nYour code's `{always}` stands after its `if"
                        " game.is_terminal(state):`, not under it, so it runs at every position: each is worth its"
                        " utility, 0 where the game is not over; that explains every value your function returned.",
                        base_case_mistakes()[0].hint)]
    spot = _spot(run, game, state, evaluate)
    return [Problem(WRONG_VALUE, shown + ("" if spot is None else "\n" + spot),
                    "Compare what your code does at that position with the rule.")]


def _fitted(cases: Sequence[tuple[Any, Any, Any, str]], answers: Sequence[float | None],
            unless: frozenset[str] = frozenset(), fn: Callable[..., Any] | None = None) -> list[Problem] | None:
    """The problems of the first mistake (else pair) of the catalogue that gives every value returned on
    ``cases`` (none named in ``unless``), or None. A missing minus fitted to a MAX/MIN search that negates its
    children's values is told as the minus too many (sign_models.children_negated, as minimax tells it)."""
    fit = (name_mistake(cases, answers, [m for m in MISTAKES if m.name not in unless], _predict, pairs=False)
           or name_mistake(cases, answers, [m for m in PAIRED if m.name not in unless], _predict))
    fit = children_negated(fit, fn)
    return None if fit is None else fit_problems(fit, _shown(cases[fit.wrong[0]], answers[fit.wrong[0]]))


def _shown(case: tuple[Any, Any, Any, str], answer: float | None) -> str:
    game, state, evaluate, label = case
    return (f"On {label} it returned {_num(answer)}; the quiescence value is {_num(_quiescence(game, state, evaluate))}"
            f" (the evaluation says {_num(evaluate(state))}).")


def _utility_everywhere(cases: tuple[tuple[Any, Any, Any, str], ...], answers: list[float | None],
                        fn: Callable[..., Any] | None) -> str | None:
    """The return of the utility the code runs at every position, where every answer is that utility
    (the same 0 on every unfinished board, which the engine leaves unnamed as input ignored)."""
    if fn is None or not all(answer is None or _close(answer, float(game.utility(state, game.players[0])))
                             for (game, state, _, _), answer in zip(cases, answers, strict=True)):
        return None
    return utility_returned_always(read_source(fn))


@gives_up
@diagnoses
def check_quiescence(fn: Callable[..., Any], *, quiet: bool = False) -> CheckReport:
    """Check ``fn(game, state, evaluate) -> value``: the quiescence value of ``state`` (at the
    depth limit) for MAX, searching only forcing moves past it.

    Args:
        fn: the student's function.
        quiet: do not print the report.

    Returns:
        A :class:`CheckReport` naming the bug, e.g. "stops at the horizon".
    """
    kept = snapshot(fn)
    printed = _Printed()
    run = printed.wrap(fn)
    problems: list[Problem] = []
    cases = _cases()
    answers: list[float | None] = []
    failed = 0
    for game, state, evaluate, label in cases:
        watch = _Watch(game)
        outcome = _call(run, watch, watch, state, evaluate)
        answers.append(None)
        if outcome.too_many and not any(p.name == SEARCHES_QUIET for p in problems):
            # Many positions are a symptom (quiet moves searched, or a win never taken and threats
            # followed instead): once, let it run longer, so that the error model can tell which.
            watch = _Watch(game, cap=_LONGER_CAP)
            outcome = _call(run, watch, watch, state, evaluate)
        if outcome.too_many:
            failed += 1
            problems.append(Problem(SEARCHES_QUIET, f"On {label} it searched more than {watch.cap:,} positions:"
                                    " far more than the forcing moves lead to.", _HINTS[SEARCHES_QUIET]))
            continue
        answer = outcome.answer(label)
        if isinstance(answer, Problem):
            failed += 1
            problems.append(answer)
            continue
        answers[-1] = answer
        failed += not _close(answer, _quiescence(game, state, evaluate))
    if not failed and not problems and not never_reads_parameter(fn, 2):  # asked again with another evaluation,
        def again(game: Any, state: Any, evaluate: Any) -> float | None:  # a memo answers the old value
            watch = _Watch(game)
            return _call(run, watch, watch, state, evaluate).number

        problems += evaluation_memo_problem(cases, answers, again, _quiescence)
        failed += len(problems)
    if failed and not problems:
        problems += _value_problems(run, cases, answers, fn)
        if problems and problems[0].name == NO_STAND_PAT and _stands_pat_already(read_source(fn)) is not None:
            # Its values fit a search without a stand-pat by chance: the code has one (a fail-hard
            # window's pruning, say, does the rest). The node is right; the name would not be.
            problems = _value_problems(run, cases, answers, fn, unless=frozenset({NO_STAND_PAT}))
        problems = second_slip(problems, run, cases, answers, MISTAKES, lambda c, a: _fitted(c, a, fn=fn))  # a slip the graded cases hide
    problems = _kept_between_calls(problems, kept, run, cases, answers)
    problems = vet_hints(_threats_asked_of_the_wrong_side(_stand_pat_in_its_form(_root_passed_down(problems, fn), fn), fn), fn, {NEVER_BLOCKS: _asks_for_blocks_already})
    return _report("check_quiescence", fn, name_limit_in_loop(problems, fn, answers) + printed.notes(), len(_cases()), failed, quiet,
                   praise="It follows the forcing moves past the horizon and stands pat where the position is quiet.")


def _kept_between_calls(problems: list[Problem], kept: KeptState | None, run: Callable[..., Any],
                        cases: Sequence[Any], answers: list[float | None]) -> list[Problem]:
    """kept_state's probe on the first case answered wrongly: right from a fresh start, the
    answer depended on what the calls before it left (a default argument, a global)."""
    for (game, state, evaluate, label), answer in zip(cases, answers, strict=True):
        expected = _quiescence(game, state, evaluate)
        if answer is None or _close(answer, expected):
            continue

        def again(game: Any = game, state: Any = state, evaluate: Any = evaluate) -> float | None:
            watch = _Watch(game)
            return _call(run, watch, watch, state, evaluate).number

        def right(value: float | None, expected: float = expected) -> bool:
            return value is not None and _close(value, expected)

        return name_kept_state(problems, kept, again, right, label, _num(answer),
                               f"the quiescence value {_num(expected)}")
    return problems


def _stand_pat_in_its_form(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """The stand-pat from the wrong side told in the form the code is in. In MAX's view (minimax
    form) the slip turns the evaluation to the side to move's where MIN moves; in negamax form,
    whose values are the side to move's, the same values come from *not* turning it there. Code
    that cannot be read is told both."""
    if not any(p.name == STAND_PAT_WRONG_SIDE and not p.note for p in problems):
        return problems
    source = read_source(fn)
    if source.trees and not _negamax_form(source):
        return problems
    minimax_because = "turns the evaluation to the side to move's view where MIN moves"
    if source.trees:
        because = ("stands pat, in negamax form (values for the side to move), on evaluate(state) as it is where MIN"
                   " moves: MAX's view, never turned to the side to move's (a sign that is +1 for MIN too, or no sign"
                   " at all)")
        hint = ("In negamax form every value is the side to move's, the stand-pat too: evaluate(state) is MAX's"
                " view, so stand pat on sign * evaluate(state), with sign 1 where MAX moves and -1 where MIN does.")
    else:
        because = (minimax_because + " (or, in negamax form, that never turns it to the side to move's view"
                   " there)")
        hint = ("The stand-pat is seen from the same side as the other values: as it is (MAX's view) in a search"
                " that returns MAX's values, negated where MIN moves in a negamax form (values for the side to move).")
    # The words are replaced wherever they stand: a pair's explanation sits in the first problem's detail, which
    # may be the other slip's (wave 26's qs_01: a finished root unturned, then the stand-pat), and the second
    # problem's "It also ..." repeats them.
    # A model written in negamax form keeps its own hint ("In negamax ..."): it asks for every value it leaves unsigned (q_07).
    return [replace(p, detail=p.detail.replace(minimax_because, because), hint=hint if p.name == STAND_PAT_WRONG_SIDE and not p.hint.startswith("In negamax") else p.hint) if not p.note else p for p in problems]


def _threats_asked_of_the_wrong_side(problems: list[Problem], fn: Callable[..., Any]) -> list[Problem]:
    """"Never follows the threats" told as the wrong side's threats where the code asks for them:
    after a quiet move of its own the opponent (or MIN, where MIN moves) has no new line to
    complete, so asking about the opponent gives the values of asking nothing."""
    if not any(p.name == NO_THREATS and not p.note for p in problems):
        return problems
    asked = _asks_threats_of_a_child(read_source(fn))
    if asked is None:
        return problems
    because = (f"looks for threat moves with {asked}, but about a player who is not the side to move (the opponent,"
               " or a fixed player where the other moves): no quiet move of one's own gives the opponent a line to"
               " complete, so it never follows a threat")
    hint = ("A threat is the mover's own: follow the moves after which game.completing_cells(child, me) is not empty,"
            " with me = game.to_move(state) at this position (the side that makes the move).")
    return [replace(p, name=THREATS_OF_WRONG_SIDE, detail=p.detail.replace(
        "follows wins and forced blocks but never the moves that make a threat", because), hint=hint)
        if p.name == NO_THREATS and not p.note else p for p in problems]
