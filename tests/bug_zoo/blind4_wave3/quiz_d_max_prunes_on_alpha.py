"""checker: quiz
mistake: applies MIN's test at MAX node F (thinks F prunes M because -8 <= alpha): adds m1, m2
"""

my_answer = {"i2", "l2", "m1", "m2", "n1", "n2", "o1", "o2"}
