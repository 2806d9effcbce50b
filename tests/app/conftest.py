"""Fixtures for end-to-end tests: a whole box on MockFactory pins in virtual time."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from hw_mocks.rig import Rig


@pytest.fixture()
def make_rig(mock_factory: Any, tmp_path: Path) -> Iterator[Callable[..., Rig]]:
    rigs: list[Rig] = []

    def make(**kwargs: Any) -> Rig:
        """A fresh box; any earlier one is switched off first (a restart)."""
        while rigs:
            rigs.pop().close()
        kwargs.setdefault("state_dir", tmp_path / "state")
        rig = Rig(pin_factory=mock_factory, **kwargs)
        rigs.append(rig)
        return rig

    yield make
    while rigs:
        rigs.pop().close()


@pytest.fixture()
def rig(make_rig: Callable[..., Rig]) -> Rig:
    return make_rig()
