# Texts of the starter scenarios and lessons (notes, questions, explanations).
