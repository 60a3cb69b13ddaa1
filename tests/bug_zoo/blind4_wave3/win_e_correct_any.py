"""checker: win_test
mistake: correct (any/all style, explicit index triples)
"""

WINS = [(0,1,2),(3,4,5),(6,7,8),(0,3,6),(1,4,7),(2,5,8),(0,4,8),(2,4,6)]
def my_winner(board):
    cells = [x for row in board for x in row]
    for p in "XO":
        if any(all(cells[i] == p for i in t) for t in WINS):
            return p
    return None
