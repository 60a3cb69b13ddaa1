"""checker: check_expectimax
truth: correct — iterative post-order with an explicit stack (no recursion)
source: written (students who fear the recursion limit)
"""


def my_expectimax(game, state):
    MAX = game.players[0]
    results = {}          # id of frame -> value
    stack = [(state, None, False)]
    frames = []
    root_id = None
    # each frame: [state, kind, children ids, weights]
    nodes = []
    todo = [(state, -1, 0.0)]
    while todo:
        s, parent, weight = todo.pop()
        idx = len(nodes)
        if game.is_terminal(s):
            nodes.append({"kind": "leaf", "value": game.utility(s, MAX), "parent": parent, "w": weight, "kids": []})
        elif game.is_chance(s):
            nodes.append({"kind": "chance", "parent": parent, "w": weight, "kids": []})
            for a, p in game.outcomes(s):
                todo.append((game.result(s, a), idx, p))
        else:
            kind = "max" if game.to_move(s) == MAX else "min"
            nodes.append({"kind": kind, "parent": parent, "w": weight, "kids": []})
            for a in game.actions(s):
                todo.append((game.result(s, a), idx, 1.0))
        if parent >= 0:
            nodes[parent]["kids"].append(idx)
    for idx in range(len(nodes) - 1, -1, -1):   # children always come after their parent
        node = nodes[idx]
        if node["kind"] == "leaf":
            continue
        vals = [(nodes[k]["value"], nodes[k]["w"]) for k in node["kids"]]
        if node["kind"] == "chance":
            node["value"] = sum(v * w for v, w in vals)
        elif node["kind"] == "max":
            node["value"] = max(v for v, _ in vals)
        else:
            node["value"] = min(v for v, _ in vals)
    return nodes[0]["value"]
