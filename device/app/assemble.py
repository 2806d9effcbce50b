"""Start-up helpers shared by ``run``, ``sim`` and ``demo``: the table from saved state."""

from __future__ import annotations

import logging
from typing import Any

from .machine import Table
from .settings import Settings

log = logging.getLogger(__name__)


def load_table(store: Any, seat_count: int, defaults: Settings) -> Table:
    """Settings and chips from the store (when there is one) over the config defaults."""
    settings, chips = defaults, {}
    if store is not None:
        settings = Settings.from_dict(store.load_settings(), defaults)
        for seat, count in store.load_chips().items():
            try:
                chips[int(seat)] = int(count)
            except (TypeError, ValueError):
                log.warning("ignoring chips for seat %r", seat)
    return Table(settings=settings, seat_count=seat_count, chips=chips)
