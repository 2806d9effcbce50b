"""A third game, from a test package of its own: *Lantern*, the smallest game the box can
run (a Keeper wakes at night, the table votes out the seat it suspects). It proves the
plug-in: a game is its own package, registered with ``GAMES.plus(...)``, and the shared
table flow (seating, deal, day, ballot) runs it with no change to any shared module.
"""
