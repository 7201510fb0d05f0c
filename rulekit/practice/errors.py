"""The practice tools' error: bad practice data or a progress file that cannot be read or saved.

>>> from rulekit.practice.errors import PracticeError
>>> PracticeError("the file is too large", "파일이 너무 큽니다", field="size").field
'size'
"""
from __future__ import annotations

from ..core import BilingualError


class PracticeError(BilingualError):
    """Bad practice data or a mastery file that cannot be read, in English and Korean."""
