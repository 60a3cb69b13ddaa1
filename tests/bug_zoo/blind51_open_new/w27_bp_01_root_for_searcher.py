"""checker: check_backpropagation
truth: buggy — the root (nobody moved into it) is credited as if it belonged to the player who searches from it: it gets a full win whenever the side to move at the root wins, where it should get nothing but half a point for a draw.
source: ported from public MCTS code (find_string "current.wins += 0.5;", id 60296895016: `if (current.action) {...} else { // root node  if (winnerIds.includes(this.playerId)) current.wins += 1; else if (winnerIds.length === 0) current.wins += 0.5; }`)
"""


def my_backpropagate(path, winner):
    "Count the playout on every node of `path` (the root first) for the side that moved into it."
    # the searching player: the one who moves at the root (the side that moved into path[1])
    player_id = path[1].mover if len(path) > 1 else None
    for current in reversed(path):
        current.visits += 1
        if current.mover is not None:
            # the player who made the move into this node won
            if winner is not None and winner == current.mover:
                current.wins += 1
            elif winner is None:
                # draw
                current.wins += 0.5
        else:
            # root node
            if winner is not None and winner == player_id:
                current.wins += 1
            elif winner is None:
                current.wins += 0.5
