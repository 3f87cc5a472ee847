"""The card table: one QGraphicsScene with card items, seat plates, piles and animations."""
