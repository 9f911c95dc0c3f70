"""The words the window shows for a refusal: its problems in the window's language.

Services, the database and the domain refuse with a `domain.problems.Refusal` (ServiceError and
DatabaseError are ones) carrying coded problems; `error_text` words them as the window speaks (the language
chosen in the preferences, else the system's: it, de, en). Anything else shows its own text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from burraco_tourney.domain.problems import Refusal
from burraco_tourney.io.problem_texts import describe_error
from burraco_tourney.ui.names import window_language

__all__ = ["error_text"]

# A refused import can list hundreds of problems: a message box shows the first ones and how many more.
SHOWN_PROBLEMS = 20


def error_text(error: BaseException) -> str:
    """The refusal in the window's language, a problem a line (at most SHOWN_PROBLEMS, then how many more)."""
    if isinstance(error, Refusal) and len(error.problems) > SHOWN_PROBLEMS:
        shown = Refusal(error.problems[:SHOWN_PROBLEMS])
        more = len(error.problems) - SHOWN_PROBLEMS
        rest = QCoreApplication.translate("Errors", "… problems not shown: {count}.").format(count=more)
        return describe_error(shown, window_language()) + "\n" + rest
    return describe_error(error, window_language())
