"""The limits moved into `burraco_tourney.domain.rules.limits`, the one home of every rule and limit; this
name stays for the modules that import it."""

from burraco_tourney.domain.rules.limits import *  # noqa: F403
from burraco_tourney.domain.rules.limits import __all__  # noqa: F401
