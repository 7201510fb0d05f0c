"""Practice: a stream of legal-or-not and score questions made from common misreadings.

Each question shows the position with the action's places marked and asks "legal or not?" (or "how
many points?"); the learner's answer is timed and marked, then explained: the rule, the check the
rules engine made, the misreading it was about and the rulebook's own sentence.  A summary per rule
shows the answers right first time from the first answer ("2/3"), and says "mastered" or "still
learning" once a rule has :data:`rulekit.practice.MIN_TRIES` answers.

Progress is saved after every answer once the learner has typed a name (or a file is given): into
``progress-<name>.json`` in the class folder the teacher gives (``folder=``, or the
``RULEKIT_CLASS_FOLDER`` environment variable), else the notebook's folder.  A failed save (a full
disk, a folder that went away) is shown and tried again after the next answer; nothing already
saved is ever lost (:meth:`rulekit.practice.Mastery.save`).  :class:`ClassView` reads a class
folder as it is, one row per file.

The pieces: :mod:`widgets.practice.widget` (the :class:`Practice` widget), :mod:`widgets.practice.storage`
(the progress files), :mod:`widgets.practice.classview` (the class: table, plot, live view) and
:mod:`widgets.practice.texts` (their words).

>>> import widgets
>>> p = widgets.Practice("golden_ankh", seed=1)
>>> q = p.question
>>> p.answer(q.answer)                     # the right answer
True
>>> p.mastery.of("golden_ankh")[q.rule].first_try_correct
1
>>> p.answer(not q.answer)                 # a second answer to the same question does not count
False
>>> p.mastery.of("golden_ankh")[q.rule].tries
1
>>> p.next_question().rule != q.rule or p.question.key != q.key
True"""
from __future__ import annotations

from .classview import (  # noqa: F401  (widgets.practice.<name> as before the split)
    MISREADING_HEADS,
    ClassView,
    class_frame,
    class_html,
    class_plot,
    matplotlib_patch,
    misreadings_table,
)
from .storage import CLASS_FOLDER_VARIABLE, ProgressFiles  # noqa: F401
from .texts import STATUS_COLOURS, TEXTS, parse_points  # noqa: F401
from .widget import Practice

__all__ = ["Practice", "ClassView", "class_frame", "class_html", "class_plot", "misreadings_table"]
