"""checker: check_retrograde
truth: buggy — endStateChecker tests "board full -> draw" before the win (the real code reaches the draw test inside the loop over lines), so a game won with the last stone on a full board is valued as a draw and the draw is propagated back.
source: ported from a public Stuyvesant-style tic-tac-toe solver (BoardNode / AllBoards / CreateAllBoards(layout, parent, num_moves) with endStateChecker whose `if '_' not in layout: return 'd'` sits in the else of the lines loop)
"""

AllBoards = {}  # key = a layout, value = its BoardNode


class BoardNode:
    def __init__(self, layout):
        self.layout = layout
        self.endState = None  # terminal board: 1 / -1 for wins, 0 for draw, else None
        self.children = []  # all layouts that can be reached with a single move
        self.final_state = None  # expected final value for the first player


def endStateChecker(game, layout):
    if not list(game.empty_cells(layout)):
        return 0  # board is full: draw
    if game.is_terminal(layout):
        return game.utility(layout, game.players[0])
    return None


def CreateAllBoards(game, layout, boards):
    # recursive function to manufacture all BoardNode nodes and place them into the AllBoards dictionary
    key = game.key(layout)
    if key in boards:  # base case number 1
        return
    node = BoardNode(layout)
    node.endState = endStateChecker(game, layout)
    if node.endState is not None:  # base case number 2 -- if it has endstate, return
        node.final_state = node.endState
        boards[key] = node
        return

    symbol = 1 if game.to_move(layout) == game.players[0] else -1  # current node's player
    for move in game.actions(layout):  # recurses to children
        child = game.result(layout, move)
        node.children.append(game.key(child))
        CreateAllBoards(game, child, boards)

    wins, draws, losses = [], [], []
    for child in node.children:
        if boards[child].final_state == symbol:
            wins.append(child)
        elif boards[child].final_state == 0:
            draws.append(child)
        else:
            losses.append(child)
    if len(wins) > 0:
        node.final_state = symbol
    elif len(draws) > 0:
        node.final_state = 0
    else:
        node.final_state = boards[losses[0]].final_state
    boards[key] = node


def my_retrograde(game):
    "The first player's value (+1, 0, -1) of every reachable position, by game.key, found backwards."
    boards = {}
    CreateAllBoards(game, game.initial_state(), boards)
    return {key: node.final_state for key, node in boards.items()}
