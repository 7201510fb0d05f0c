"""Practice: legal-or-not and score questions made where a common misreading and the rule disagree.

A **misreading** is a wrong belief about one rule that teachers meet again and again ("tiles that
touch at a corner are adjacent").  Each game lists its misreadings as data
(``misreadings.json`` in the game's data folder, :func:`rulekit.i18n.data_file`: the belief and the
rulebook sentence that settles it, in Korean and English) and gives each one an evaluable form, the
``VARIANTS`` of ``rulekit/practice/<game>.py`` or of the ``practice`` module of the game's own package
(``rulekit/<game>/practice.py``):

* a **lenient** misreading lets through what the rule refuses: a learner holding it calls an
  action legal when the rule it gets wrong is the only one refusing it, in the circumstance the
  misreading is about (``applies``);
* a **strict** misreading refuses what the rule allows: the learner calls a legal action illegal
  when ``applies`` holds;
* a **score** misreading counts points another way (``score``).

The generator (:func:`questions`) plays seeded games with the kit's bots (or takes the positions a
misreading builds), looks at the actions a misreading is about (``candidates``), and keeps those the
real rule and the misreading judge differently.  Every answer comes from the rules engine
(``legal``, :func:`rulekit.explain`, ``score``), never from a stored table.

>>> from rulekit import practice
>>> q = next(practice.questions("golden_ankh", rules=["GA.place.adjacent"], seed=1))
>>> q.rule, q.kind, q.answer                    # corner contact is not adjacency: illegal
('GA.place.adjacent', 'legal', False)
>>> q.misread_answer                            # ... which the misreading calls legal
True
>>> q.checks[-1].rule                           # the engine's own refusal names the rule
'GA.place.adjacent'

Progress is kept per learner and rule in a small JSON file (:class:`Mastery`): saved so that it is
never lost (a new file put in place in one step, the last good copy kept beside it), read only
after its type and size are checked, and refused unless what it holds is possible (known rule
IDs, counts in range).  A learner's typed name maps to a file inside the class folder
(:func:`progress_path`), and a class is read file by file (:func:`class_files`), a file that
cannot be read listed with its reason.

The package's rooms, each re-exported here (``from rulekit import practice; practice.questions``):

* :mod:`~rulekit.practice.catalogue`: the misreadings (:class:`Misreading`, :func:`misreadings`,
  :func:`select`) and how a misreading judges an action (:func:`legal_without`);
* :mod:`~rulekit.practice.generator`: :class:`Question` and the generator (:func:`questions`);
* :mod:`~rulekit.practice.mastery`: :class:`Mastery` and its file's checked text;
* :mod:`~rulekit.practice.storage`: file names and the safe reading and saving of progress files;
* :mod:`~rulekit.practice.classes`: a class folder read (:func:`class_files`, :func:`class_table`);
* ``rulekit/practice/<game>.py``: each game's ``VARIANTS``.
"""
from __future__ import annotations

from .catalogue import KINDS, Misreading, games_with_practice, is_legal, legal_without, misreadings, select
from .classes import ClassFile, class_files, class_table, simulated_learner
from .errors import PracticeError
from .generator import Question, question_for, questions, score_question_for
from .mastery import (
    MASTERED_SHARE,
    MASTERY_FORMAT,
    MASTERY_VERSION,
    MAX_ANSWER_SECONDS,
    MAX_NAME_CHARS,
    MAX_TRIES,
    MIN_TRIES,
    Mastery,
    RuleRecord,
    clean_name,
)
from .storage import MAX_MASTERY_BYTES, PROGRESS_GLOB, backup_path, progress_path, safe_file_stem

__all__ = ["Misreading", "Question", "Mastery", "RuleRecord", "PracticeError", "misreadings", "select",
           "questions", "question_for", "score_question_for", "legal_without", "is_legal", "class_table",
           "class_files", "ClassFile", "games_with_practice", "simulated_learner", "progress_path",
           "backup_path", "safe_file_stem", "clean_name", "MIN_TRIES", "MASTERED_SHARE", "MAX_TRIES",
           "KINDS", "MASTERY_FORMAT", "MASTERY_VERSION", "MAX_ANSWER_SECONDS", "MAX_NAME_CHARS",
           "MAX_MASTERY_BYTES", "PROGRESS_GLOB"]
