"""Retrograde analysis that never switches sides: a move into a position lost for the side to move THERE
is counted against the parent (one good option fewer), a parent all of whose moves do so is declared
lost, one with some such move won, every other a draw (``retrograde_names.no_side_switch``). The
eighteenth wave's student verbatim (renamed), two other shapes (a memoised recursion on the side to
move's values, rounds over the positions); wave 18's r02 (a draw declared in a sweep before every move is
known, never revisited) verbatim and one other shape; and the wave's correct variants (verbatim, renamed)."""
# ruff: noqa
# mypy: ignore-errors

from __future__ import annotations

from collections import defaultdict, deque

from ttt_lab import exercises as ex

CHECK = ex.check_retrograde
NAME = {ex.retrograde.NO_SIDE_SWITCH}

# ---------------------------------------------------------------- eighteenth wave (blind31), verbatim



def r01_dominic_decrement(game):
    first = game.players[0]
    start = game.initial_state()
    tree = {game.key(start): {"state": start, "children": []}}
    frontier = [start]
    while frontier:  # breadth-first move tree
        nxt = []
        for state in frontier:
            if game.is_terminal(state):
                continue
            for move in game.actions(state):
                child = game.result(state, move)
                key = game.key(child)
                tree[game.key(state)]["children"].append(key)
                if key not in tree:
                    tree[key] = {"state": child, "children": []}
                    nxt.append(child)
        frontier = nxt

    def lost_for_side_to_move(state):
        return game.utility(state, game.to_move(state)) < 0

    checkmates = [k for k, d in tree.items() if game.is_terminal(d["state"]) and lost_for_side_to_move(d["state"])]
    move_counts = {k: len(d["children"]) for k, d in tree.items()}
    parent_map = defaultdict(list)
    for k, d in tree.items():
        for child in d["children"]:
            parent_map[child].append(k)

    dead_ends, processed, to_process = set(), set(), list(checkmates)
    while to_process:
        bad_position = to_process.pop(0)
        if bad_position in processed:
            continue
        processed.add(bad_position)
        for parent in parent_map[bad_position]:
            move_counts[parent] -= 1  # one less good option
            if move_counts[parent] <= 0:  # no good moves left: a dead end
                dead_ends.add(parent)
                to_process.append(parent)

    bad = set(checkmates) | dead_ends
    values = {}
    for k, d in tree.items():
        state = d["state"]
        if game.is_terminal(state):
            values[k] = game.utility(state, first)
            continue
        me = game.to_move(state)
        if k in dead_ends:
            result = -1
        elif any(child in bad for child in d["children"]):
            result = 1
        else:
            result = 0
        values[k] = result if me == first else -result
    return values


def memo_lost_for_the_mover_everywhere(game):
    """Values for the side to move, memoised: a position whose every move reaches a position lost for the side
    to move there is called lost too, one with such a move won."""
    first = game.players[0]
    memo, table = {}, {}

    def value(state):
        key = game.key(state)
        if key not in memo:
            if game.is_terminal(state):
                memo[key] = game.utility(state, game.to_move(state))
            else:
                results = [value(game.result(state, move)) for move in game.actions(state)]
                if all(r == -1 for r in results):
                    memo[key] = -1
                elif -1 in results:
                    memo[key] = 1
                else:
                    memo[key] = 0
            mover_sign = 1 if game.to_move(state) == first else -1
            table[key] = game.utility(state, first) if game.is_terminal(state) else mover_sign * memo[key]
        return memo[key]

    value(game.initial_state())
    return table


def rounds_with_a_bad_set(game):
    """Rounds over the positions until nothing changes; 'bad' is a set of positions lost for their own mover."""
    first = game.players[0]
    start = game.initial_state()
    states, seen, todo = [], {game.key(start)}, deque([start])
    while todo:
        state = todo.popleft()
        states.append(state)
        if not game.is_terminal(state):
            for move in game.actions(state):
                child = game.result(state, move)
                if game.key(child) not in seen:
                    seen.add(game.key(child))
                    todo.append(child)
    bad = {game.key(s) for s in states if game.is_terminal(s) and game.utility(s, game.to_move(s)) < 0}
    changed = True
    while changed:
        changed = False
        for s in states:
            key = game.key(s)
            if key in bad or game.is_terminal(s):
                continue
            if all(game.key(game.result(s, m)) in bad for m in game.actions(s)):
                bad.add(key)
                changed = True
    table = {}
    for s in states:
        key = game.key(s)
        if game.is_terminal(s):
            table[key] = game.utility(s, first)
            continue
        sign = 1 if game.to_move(s) == first else -1
        kids = [game.key(game.result(s, m)) for m in game.actions(s)]
        table[key] = sign * (-1 if key in bad else 1 if any(k in bad for k in kids) else 0)
    return table


BUGGY = [(r01_dominic_decrement, NAME), (memo_lost_for_the_mover_everywhere, NAME), (rounds_with_a_bad_set, NAME)]

# ---------------------------------------------------------------- a draw declared in a sweep before every move is known

def r02_fixpoint_otherwise_draw(game):
    first = game.players[0]
    start = game.initial_state()
    states, todo = {game.key(start): start}, [start]
    while todo:
        state = todo.pop()
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            if game.key(child) not in states:
                states[game.key(child)] = child
                todo.append(child)
    # values for the side to move: +1 WIN, -1 LOSS, 0 DRAW
    wdl = {k: game.utility(s, game.to_move(s)) for k, s in states.items() if game.is_terminal(s)}
    children = {k: [game.key(game.result(s, m)) for m in game.actions(s)] for k, s in states.items() if k not in wdl}
    changed = True
    while changed:
        changed = False
        for k, kids in children.items():
            if k in wdl:
                continue
            known = [wdl[c] for c in kids if c in wdl]
            if any(v == -1 for v in known):
                wdl[k] = 1
            elif len(known) == len(kids) and all(v == 1 for v in known):
                wdl[k] = -1
            else:
                wdl[k] = 0
            changed = True
    return {k: (v if game.to_move(states[k]) == first else -v) for k, v in wdl.items()}


def sweeps_first_player_values_draw_by_default(game):
    """Sweeps over the positions (found depth first), values for the first player, max/min of the known moves
    once all are known; a position whose known moves give no win, while some are unknown, is a draw at once."""
    first = game.players[0]
    start = game.initial_state()
    order, seen, todo = [], {game.key(start): start}, [start]
    while todo:
        state = todo.pop()
        order.append(state)
        if game.is_terminal(state):
            continue
        for move in game.actions(state):
            child = game.result(state, move)
            if game.key(child) not in seen:
                seen[game.key(child)] = child
                todo.append(child)
    value = {game.key(s): game.utility(s, first) for s in order if game.is_terminal(s)}
    while True:
        changed = False
        for s in order:
            key = game.key(s)
            if key in value:
                continue
            win = 1 if game.to_move(s) == first else -1
            kids = [game.key(game.result(s, m)) for m in game.actions(s)]
            known = [value[k] for k in kids if k in value]
            if win in known:
                value[key] = win
            elif len(known) == len(kids):
                value[key] = max(known) if win == 1 else min(known)
            else:
                value[key] = 0
            changed = True
        if not changed:
            return value


BUGGY += [(r02_fixpoint_otherwise_draw, {ex.retrograde.DRAW_TOO_EARLY}),
          (sweeps_first_player_values_draw_by_default, {ex.retrograde.DRAW_TOO_EARLY})]


# ---------------------------------------------------------------- eighteenth wave's correct variants, verbatim



def r05_correct_best_so_far(game):
    first = game.players[0]
    start = game.initial_state()
    states, parents, stack = {game.key(start): start}, {game.key(start): set()}, [start]
    while stack:
        s = stack.pop()
        if game.is_terminal(s):
            continue
        for m in game.actions(s):
            c = game.result(s, m)
            ck = game.key(c)
            if ck not in states:
                states[ck], parents[ck] = c, set()
                stack.append(c)
            parents[ck].add(game.key(s))
    untried = {k: len({game.key(game.result(s, m)) for m in game.actions(s)}) for k, s in states.items() if not game.is_terminal(s)}
    best = {k: -2 for k in untried}  # for the side to move
    final = {}
    queue = deque()
    for k, s in states.items():
        if game.is_terminal(s):
            final[k] = game.utility(s, first)
            queue.append(k)
    while queue:
        k = queue.popleft()
        for p in parents[k]:
            if p in final:
                continue
            sign = 1 if game.to_move(states[p]) == first else -1
            mine = sign * final[k]
            best[p] = max(best[p], mine)
            untried[p] -= 1
            if mine == 1 or untried[p] == 0:
                final[p] = sign * best[p]
                queue.append(p)
    return final




def r06_correct_layers_descending(game):
    first = game.players[0]
    start = game.initial_state()
    layers = defaultdict(dict)
    layers[0][game.key(start)] = start
    ply = 0
    while layers[ply]:
        for state in layers[ply].values():
            if not game.is_terminal(state):
                for m in game.actions(state):
                    child = game.result(state, m)
                    layers[ply + 1][game.key(child)] = child
        ply += 1
    values = {}
    for depth in sorted(layers, reverse=True):
        for key, state in layers[depth].items():
            if game.is_terminal(state):
                values[key] = game.utility(state, first)
            else:
                kids = [values[game.key(game.result(state, m))] for m in game.actions(state)]
                values[key] = max(kids) if game.to_move(state) == first else min(kids)
    return values


CORRECT = [r05_correct_best_so_far, r06_correct_layers_descending]
