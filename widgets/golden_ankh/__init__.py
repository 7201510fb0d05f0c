from .view import *  # noqa: F401,F403
from .view import END_BUTTON, LONE_WIDTH, layout_score  # noqa: F401
