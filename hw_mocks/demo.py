"""What every game's scripted table (``hw_mocks.games.<game>``, what ``nightbox demo``
plays) shares: the result of a scripted game, and a PNG of each distinct screen.
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field, replace
from pathlib import Path

from .rig import Rig

#: the folder of a demo's ``--out`` that holds its screens
SCREENS = "screens"


@dataclass
class DemoResult:
    rig: Rig
    dealt: dict[int, str]
    intended: dict[int, int]
    screens: list[Path] = field(default_factory=list)


class ScreenRecorder:
    """Saves a PNG of each distinct screen the box shows, in order."""

    def __init__(self, rig: Rig, folder: Path | None) -> None:
        self.rig, self.folder = rig, folder
        self.seen: set[str] = set()
        self.saved: list[Path] = []
        if folder is not None:
            folder.mkdir(parents=True, exist_ok=True)
            if folder.is_symlink():   # made by someone else since ``--out`` was checked
                raise FileExistsError(errno.EEXIST, "a symbolic link, not a folder",
                                      str(folder))

    def snap(self) -> None:
        oled = self.rig.oled
        if oled is None or oled.image is None:
            return
        screen = oled.last
        if screen is None:
            return
        # one picture per distinct screen; a moving bar or clock is not a new screen
        key = repr(replace(screen, **{f: 0 for f in ("progress", "seconds_left")  # type: ignore[arg-type]
                                       if hasattr(screen, f)}))
        if key in self.seen:
            return
        self.seen.add(key)
        if self.folder is not None:
            name = type(oled.last).__name__.removesuffix("Screen").lower()
            path = self.folder / f"{len(self.saved) + 1:02d}-{name}.png"
            oled.save_png(path)
            self.saved.append(path)
