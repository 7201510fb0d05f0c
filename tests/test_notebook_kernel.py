"""The fast tier's notebooks in one kernel per worker (tests/notebook_kernel.py): each notebook starts as in
a new kernel, an error still fails its cell, and nbval still offers what the plugin builds on."""
import inspect
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbval.kernel import RunningKernel
from nbval.plugin import IPyNbCell, IPyNbFile

ROOT = Path(__file__).resolve().parents[1]


def test_nbval_still_has_what_the_plugin_uses():
    for name in ("execute_cell_input", "await_reply", "get_message", "is_alive", "stop"):
        assert callable(getattr(RunningKernel, name, None)), name
    assert list(inspect.signature(RunningKernel.__init__).parameters) == [
        "self", "kernel_name", "cwd", "startup_timeout"]
    for name in ("setup", "teardown", "collect", "setup_sanitize_files", "get_kernel_message"):
        assert callable(getattr(IPyNbFile, name, None)), name
    # the collector's attributes the plugin sets or reads, and the cell's use of them
    cell_source = inspect.getsource(IPyNbCell.runtest)
    assert "self.parent.kernel" in cell_source and "self.parent.timed_out" in cell_source
    assert "self.compare_outputs" in inspect.getsource(IPyNbFile.__init__)


def notebook(path: Path, *sources: str) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.validate(nb)
    nbformat.write(nb, path)


def run(*paths: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly", "-n", "0", "-q",
         "--notebooks-one-kernel", "--rootdir", str(ROOT), str(ROOT / "tests" / "notebook_kernel.py"),
         *map(str, paths)],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
        env={**os.environ, "RULEKIT_LANG": "ko"},
    )


def test_each_notebook_starts_as_in_a_new_kernel_of_the_same_process_and_an_error_fails_its_cell(tmp_path):
    """One run (a pytest and a kernel cost seconds to start): four notebooks, the second in another folder,
    the third failing in its first cell; each starts clean, in its own folder, in the same kernel."""
    log = tmp_path / "log.txt"
    (tmp_path / "second").mkdir()
    record = (f"import os, rulekit\nopen({str(log)!r}, 'a').write("
              "f'{os.getpid()} {os.getcwd()} {rulekit.get_language()} {os.environ.get(\"LEFT\")} '"
              "f'{\"left\" in dir()}\\n')")
    leave = ("left = 1\nimport os, rulekit\nos.environ['LEFT'] = 'yes'\nos.chdir('/')\n"
             "rulekit.set_language('en')")
    notebook(tmp_path / "a.ipynb", record, leave)
    notebook(tmp_path / "second" / "b.ipynb", record, leave)
    notebook(tmp_path / "c.ipynb", "1 / 0", "x = 1")
    notebook(tmp_path / "d.ipynb", "assert 'x' not in dir() and 'left' not in dir()")
    result = run(*(tmp_path / name for name in ("a.ipynb", "second/b.ipynb", "c.ipynb", "d.ipynb")))
    assert result.returncode == 1, result.stdout[-3000:]
    assert "ZeroDivisionError" in result.stdout
    assert "1 failed, 6 passed" in result.stdout, result.stdout[-3000:]
    assert result.stdout.startswith("....F..")  # c.ipynb's first cell; its second and d.ipynb still run
    first, second = (line.split() for line in log.read_text().splitlines())
    assert first[0] == second[0]  # one kernel for both
    assert first[1:] == [str(tmp_path), "ko", "None", "False"]
    assert second[1:] == [str(tmp_path / "second"), "ko", "None", "False"]


@pytest.mark.parametrize("folder", ["/tmp", "/home/교사/수업 1"])
def test_the_reset_code_compiles_for_any_folder(folder):
    from notebook_kernel import reset_code

    code = reset_code(folder, {"A": "b'c\"d"}, "en")
    assert code.startswith("%reset -f\n")
    compile(code.split("\n", 1)[1], "reset", "exec")
    assert repr(folder) in code
