"""One module per state of the box: menu, seating, deal, night, day, vote, result,
reveal, score, and the hardware test."""
