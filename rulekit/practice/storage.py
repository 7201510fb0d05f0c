"""Progress files on the disk: a learner's name mapped to a file that never leaves its folder, and
reading and writing that never follow a link, never wait on a pipe, read at most
:data:`MAX_MASTERY_BYTES` and replace a file in one step (its last good copy kept beside it).

>>> import tempfile, pathlib
>>> path = progress_path(tempfile.mkdtemp(), "민수")
>>> write_atomic(path, b"{}", None); read_bounded(path)
b'{}'
"""
from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import unicodedata
from pathlib import Path

from .errors import PracticeError

#: A progress file longer than this is refused before it is read.
MAX_MASTERY_BYTES = 1_000_000
#: The progress files a class folder holds: ``progress-<name>.json``.
PROGRESS_GLOB = "progress-*.json"


def safe_file_stem(name: str) -> str:
    """A file name part made from a typed name that can never leave its folder: letters (Hangul
    too) and digits kept, everything else (``/``, ``..``, ``\\``, ``:``, NUL, spaces) becomes ``_``,
    at most 40 characters; ``"learner"`` when nothing is left.

    >>> safe_file_stem("../../etc/passwd"), safe_file_stem("김 민수"), safe_file_stem("...")
    ('etc_passwd', '김_민수', 'learner')
    """
    text = unicodedata.normalize("NFC", str(name))
    out = "".join(ch if (ch.isalnum() and ch.isprintable()) or ch in "-_" else "_" for ch in text)
    out = "_".join(part for part in out.split("_") if part).strip("-_")[:40].strip("-_")
    return out or "learner"


def progress_path(folder: str | Path, learner: str, number: int = 1) -> Path:
    """The progress file of a learner in a folder: ``progress-<safe name>.json`` (``-2``, ``-3`` ...
    for a second or third learner of the same name).  The name never takes the file out of ``folder``.

    >>> progress_path("class", "민수").as_posix(), progress_path("class", "민수", 2).name
    ('class/progress-민수.json', 'progress-민수-2.json')
    >>> progress_path("class", "../../x").parent.as_posix()
    'class'
    """
    stem = safe_file_stem(learner)
    suffix = "" if number <= 1 else f"-{int(number)}"
    return Path(folder) / f"progress-{stem}{suffix}.json"


def backup_path(path: str | Path) -> Path:
    """Where the last good copy of a progress file is kept: the same name with ``.bak`` added.

    >>> backup_path("class/progress-민수.json").name
    'progress-민수.json.bak'
    """
    path = Path(path)
    return path.with_name(path.name + ".bak")


def named_refusal(path: Path, exc: PracticeError) -> PracticeError:
    """``exc`` with the file's name in front (unless it names the file already).

    >>> named_refusal(Path("class/progress-A.json"), PracticeError("too large", "너무 큽니다")).en
    'progress-A.json: too large'
    """
    shown = path.name[-120:]
    if shown in exc.en:
        return exc
    return PracticeError(f"{shown}: {exc.en}", f"{shown}: {exc.ko}", field=exc.field)


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_READ_FLAGS = (os.O_RDONLY | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
               | getattr(os, "O_BINARY", 0))


def _kind_refusal(st: os.stat_result) -> PracticeError | None:
    """Why a file of this type is not a progress file (None for a regular file)."""
    if stat.S_ISLNK(st.st_mode):
        return PracticeError("it is a link (links are never read or written, so a progress file cannot "
                             "point elsewhere)",
                             "링크입니다 (진도 파일은 링크를 따라가 읽거나 쓰지 않습니다)", field="type")
    if stat.S_ISDIR(st.st_mode):
        return PracticeError("it is a folder, not a file", "파일이 아니라 폴더입니다", field="type")
    if not stat.S_ISREG(st.st_mode):
        return PracticeError("it is not an ordinary file (a pipe, a device or a socket)",
                             "보통 파일이 아닙니다 (파이프, 장치 또는 소켓)", field="type")
    if st.st_size > MAX_MASTERY_BYTES:
        return PracticeError(f"it is {st.st_size:,} bytes long; a progress file is at most "
                             f"{MAX_MASTERY_BYTES:,} bytes", f"파일 크기가 {st.st_size:,}바이트입니다. 진도 "
                             f"파일은 최대 {MAX_MASTERY_BYTES:,}바이트입니다", field="size")
    return None


def os_refusal(exc: OSError, en: str, ko: str) -> PracticeError:
    """A system error as a :class:`PracticeError` after ``en``/``ko`` (what was being done), its
    ``field`` saying why: ``"missing"``, ``"disk"``, ``"permission"``, ``"type"`` or ``"os"``.

    >>> os_refusal(FileNotFoundError(2, "No such file"), "cannot read x", "x 읽기 실패").field
    'missing'
    """
    reason = exc.strerror or type(exc).__name__
    if exc.errno == errno.ENOENT:
        return PracticeError(f"{en}: there is no such file or folder", f"{ko}: 그런 파일이나 폴더가 없습니다",
                             field="missing")
    if exc.errno == errno.ENOSPC:
        return PracticeError(f"{en}: the disk is full ({reason})", f"{ko}: 디스크가 가득 찼습니다 ({reason})",
                             field="disk")
    if exc.errno in (errno.EACCES, errno.EPERM):
        return PracticeError(f"{en}: permission denied ({reason})", f"{ko}: 권한이 없습니다 ({reason})",
                             field="permission")
    if exc.errno == errno.ELOOP:
        return PracticeError(f"{en}: it is a link (links are never followed)",
                             f"{ko}: 링크입니다 (링크는 따라가지 않습니다)", field="type")
    return PracticeError(f"{en}: {reason}", f"{ko}: {reason}", field="os")


def _what(path: Path, verb: str) -> tuple[str, str]:
    shown = repr(path.name[-120:])
    if verb == "read":
        return f"cannot read the progress file {shown}", f"진도 파일 {shown} 읽기 실패"
    return f"cannot save the progress file {shown}", f"진도 파일 {shown} 저장 실패"


def read_bounded(path: Path) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_MASTERY_BYTES`, its type and size checked
    before it is opened and again on the open file; never follows a link, never waits on a pipe."""
    en, ko = _what(path, "read")
    try:
        refusal = _kind_refusal(os.lstat(path))
        if refusal is not None:
            raise PracticeError(f"{en}: {refusal.en}", f"{ko}: {refusal.ko}", field=refusal.field)
        fd = os.open(path, _READ_FLAGS)
        try:
            refusal = _kind_refusal(os.fstat(fd))
            if refusal is not None:
                raise PracticeError(f"{en}: {refusal.en}", f"{ko}: {refusal.ko}", field=refusal.field)
            chunks: list[bytes] = []
            total = 0
            while True:
                chunk = os.read(fd, min(1 << 16, MAX_MASTERY_BYTES + 1 - total))
                if not chunk:
                    break
                chunks.append(chunk)
                total += len(chunk)
                if total > MAX_MASTERY_BYTES:
                    raise PracticeError(f"{en}: the file grew over {MAX_MASTERY_BYTES:,} bytes",
                                        f"{ko}: 파일이 {MAX_MASTERY_BYTES:,}바이트보다 큽니다", field="size")
        finally:
            os.close(fd)
    except OSError as exc:
        raise os_refusal(exc, en, ko) from None
    except ValueError as exc:  # a NUL in the path
        if isinstance(exc, PracticeError):
            raise
        raise PracticeError(f"{en}: not a usable file name", f"{ko}: 쓸 수 없는 파일 이름입니다",
                            field="name") from None
    return b"".join(chunks)


def writable_mode(path: Path) -> int | None:
    """Refuse to write at ``path`` unless it is a regular file or nothing; the mode to give the new
    file (the old file's, or None for a new file)."""
    en, ko = _what(path, "save")
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise os_refusal(exc, en, ko) from None
    except ValueError:
        raise PracticeError(f"{en}: not a usable file name", f"{ko}: 쓸 수 없는 파일 이름입니다",
                            field="name") from None
    if stat.S_ISREG(st.st_mode):
        return stat.S_IMODE(st.st_mode)
    refusal = _kind_refusal(st)
    assert refusal is not None
    raise PracticeError(f"{en}: {refusal.en}; nothing was written", f"{ko}: {refusal.ko}. 아무것도 쓰지 "
                        f"않았습니다", field=refusal.field)


def may_replace(path: Path) -> bool:
    """Whether a new file may take ``path``'s place: nothing or a regular file is there, or a link
    (``os.replace`` puts the file in the link's place; the link's target is never touched)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return True
    except (OSError, ValueError):
        return False
    return stat.S_ISREG(mode) or stat.S_ISLNK(mode)


def _default_mode() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def write_atomic(path: Path, data: bytes, mode: int | None) -> None:
    """Write ``data`` to a new file beside ``path``, flush it to the disk, then put it in ``path``'s
    place in one step; on any failure the new file is removed and ``path`` is as it was."""
    en, ko = _what(path, "save")
    fd = -1
    tmp = ""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name[:32]}.", suffix=".tmp", dir=path.parent)
        if hasattr(os, "fchmod"):
            os.fchmod(fd, _default_mode() if mode is None else mode)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        os.fsync(fd)
        os.close(fd)
        fd = -1
        os.replace(tmp, path)
        tmp = ""
    except OSError as exc:
        raise os_refusal(exc, en, ko) from None
    except ValueError:
        raise PracticeError(f"{en}: not a usable file name", f"{ko}: 쓸 수 없는 파일 이름입니다",
                            field="name") from None
    finally:
        if fd >= 0:
            with contextlib.suppress(OSError):
                os.close(fd)
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Ask the disk to keep the new name too (best effort: not every system can)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except (OSError, ValueError):
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        with contextlib.suppress(OSError):
            os.close(fd)
