# Texts of the problems the engine finds in a position, a file or an answer.
