"""Notebooks executed by nbval in one kernel per test worker (the fast tier's ``--notebooks-one-kernel``).

nbval starts a kernel for every notebook, and every lesson then imports matplotlib, ipywidgets and the
kit again: about three seconds of start-up a notebook, more than most lessons take to run.  Here each
worker keeps one kernel, and before a notebook runs, the kernel is set back to a fresh start: its
names are forgotten (``%reset -f``), its figures and widgets closed, its working folder made the
notebook's own and its environment and language those a new kernel would have.  Modules stay
imported: the kit has no state a lesson changes except the language.  A notebook whose cell timed out
or whose kernel died gets a new kernel, and so does the next one.

nbval's ``IPyNbFile`` (its collector of a notebook) and ``RunningKernel`` are used as nbval documents
them; tests/test_notebook_kernel.py fails when an nbval release changes what this plugin relies on.
Cells are checked for errors, not for their outputs (as ``--nbval-lax``).
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from nbval.kernel import CURRENT_ENV_KERNEL_NAME, RunningKernel
from nbval.plugin import IPyNbFile

OPTION = "--notebooks-one-kernel"
RESET_TIMEOUT_S = 60

_kernels: dict[str, RunningKernel] = {}


def reset_code(folder: str, environment: dict[str, str], language: str) -> str:
    """The code that sets a used kernel back to a new one's state for the notebook in ``folder``.

    >>> code = reset_code("/tmp", {"HOME": "/root"}, "en")
    >>> code.splitlines()[0]
    '%reset -f'
    >>> compile("\\n".join(code.splitlines()[1:]), "reset", "exec") is not None
    True
    """
    return "\n".join([
        "%reset -f",
        "import os as _os, sys as _sys, json as _json",
        f"_os.chdir({folder!r})",
        "_os.environ.clear()",
        f"_os.environ.update(_json.loads({json.dumps(environment)!r}))",
        "if 'matplotlib.pyplot' in _sys.modules:",
        "    _sys.modules['matplotlib.pyplot'].close('all')",
        "if 'ipywidgets' in _sys.modules:",
        "    _sys.modules['ipywidgets'].Widget.close_all()",
        "if 'rulekit' in _sys.modules:",
        f"    _sys.modules['rulekit'].set_language({language!r})",
        "del _os, _sys, _json",
    ])


def _language(environment: dict[str, str]) -> str:
    lang = environment.get("RULEKIT_LANG")
    return lang if lang in ("en", "ko") else "en"


def _shared_kernel(name: str, folder: str, startup_timeout: int) -> RunningKernel:
    kernel = _kernels.get(name)
    if kernel is None or not kernel.is_alive():
        kernel = _kernels[name] = RunningKernel(name, cwd=folder, startup_timeout=startup_timeout)
    return kernel


def _run_quietly(kernel: RunningKernel, code: str) -> None:
    """Runs ``code`` in ``kernel`` and waits for it; an error in it fails the notebook's set-up."""
    msg_id = kernel.execute_cell_input(code, allow_stdin=False)
    kernel.await_reply(msg_id, timeout=RESET_TIMEOUT_S)
    errors = []
    while True:
        msg = kernel.get_message(stream="iopub", timeout=RESET_TIMEOUT_S)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "error":
            errors.append(f"{msg['content'].get('ename')}: {msg['content'].get('evalue')}")
        if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
            break
    if errors:
        raise RuntimeError(f"resetting the shared kernel failed: {'; '.join(errors)}")


class OneKernelNotebook(IPyNbFile):
    """A notebook whose cells run in the worker's shared kernel, checked for errors only."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.compare_outputs = False

    def setup(self) -> None:
        options = self.parent.config.option
        if options.nbval_current_env:
            name = CURRENT_ENV_KERNEL_NAME
        else:
            name = options.nbval_kernel_name or self.nb.metadata.get("kernelspec", {}).get("name", "python")
        folder = str(Path(self.fspath).parent)
        self.kernel = _shared_kernel(name, folder, options.nbval_kernel_startup_timeout)
        environment = dict(os.environ)
        _run_quietly(self.kernel, reset_code(folder, environment, _language(environment)))
        self.setup_sanitize_files()

    def teardown(self) -> None:
        # a cell that timed out may leave the kernel busy: the next notebook gets a new kernel
        if self.kernel is not None and self.timed_out and self.kernel.is_alive():
            self.kernel.stop()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".ipynb" and parent.config.getoption("notebooks_one_kernel"):
        return OneKernelNotebook.from_parent(parent, path=file_path)
    return None


def pytest_unconfigure(config: pytest.Config) -> None:
    for kernel in _kernels.values():
        if kernel.is_alive():
            kernel.stop()
    _kernels.clear()
