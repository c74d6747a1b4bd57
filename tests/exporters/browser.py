"""Drive headless Chromium over the DevTools protocol on a pipe, in real time.

``--remote-debugging-pipe`` makes Chromium read protocol messages from fd 3
and write replies to fd 4 (JSON, NUL-terminated), so no port, no websocket
library and no ``--virtual-time-budget`` (which fakes the clock) are needed.
Used by the browser tests and ``benchmarks/screenshots.py``.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

def _find_chromium() -> str | None:
    # Debian's /usr/bin/chromium is a wrapper that adds API keys and extensions,
    # which make Chromium call Google; the binary behind it does not.
    real = Path("/usr/lib/chromium/chromium")
    if real.is_file() and os.access(real, os.X_OK):
        return str(real)
    return shutil.which("chromium") or shutil.which("chromium-browser")


CHROMIUM = _find_chromium()

# Quiet flags: no background traffic of Chromium's own (updates, sync, field
# trials...), so a request seen by a proxy can only come from the page.
QUIET_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-domain-reliability",
    "--disable-sync",
    "--disable-extensions",
    "--disable-client-side-phishing-detection",
    "--disable-component-extensions-with-background-pages",
    "--disable-breakpad",
    "--disable-search-engine-choice-screen",
    "--enable-automation",
    "--password-store=basic",
    "--dns-prefetch-disable",
    "--disable-features=OptimizationHints,MediaRouter,DialMediaRouteProvider,Translate,"
    "AutofillServerCommunication,NetworkTimeServiceQuerying,CertificateTransparencyComponentUpdater,"
    "InterestFeedContentSuggestions,PreconnectToSearch,SpareRendererForSitePerProcess",
    "--metrics-recording-only",
    "--no-default-browser-check",
    "--no-first-run",
    "--no-pings",
    "--mute-audio",
)


class BrowserError(RuntimeError):
    """Chromium died, answered with an error, or a wait timed out."""


class Browser:
    """One headless Chromium with one page; use as a context manager.

    >>> with Browser(proxy="127.0.0.1:8080") as b:  # doctest: +SKIP
    ...     b.open(Path("graph.html").resolve().as_uri())
    ...     b.wait_for("document.body.dataset.drawn === '1'")
    """

    def __init__(self, proxy: str | None = None, width: int = 1280, height: int = 800) -> None:
        if CHROMIUM is None:
            raise BrowserError("chromium not on PATH")
        # Helper processes may still write to the profile for a moment after the
        # browser exits; leftovers are Chromium's caches, not worth failing over.
        self._profile = tempfile.TemporaryDirectory(prefix="kg-chromium-", ignore_cleanup_errors=True)
        args = [CHROMIUM, *QUIET_FLAGS, f"--user-data-dir={self._profile.name}",
                f"--window-size={width},{height}", "--remote-debugging-pipe"]
        if proxy:
            # `<-loopback>` sends even 127.0.0.1 through the proxy.
            args += [f"--proxy-server=http://{proxy}", "--proxy-bypass-list=<-loopback>"]
        # A file, not a pipe: nobody reads Chromium's chatter while it runs.
        self._log = open(Path(self._profile.name) / "chromium.log", "wb")  # noqa: SIM115
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()

        def remap() -> None:  # runs in the child: the pipe ends become fds 3 and 4
            # Via fds >= 100 first, so dup2 cannot overwrite an end still needed.
            read_end = fcntl.fcntl(to_child_r, fcntl.F_DUPFD, 100)
            write_end = fcntl.fcntl(from_child_w, fcntl.F_DUPFD, 100)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self._proc = subprocess.Popen(  # noqa: S603 - fixed argv, our own browser
            args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self._log,
            close_fds=False, preexec_fn=remap,  # noqa: PLW1509 - fd remapping needs it
        )
        os.close(to_child_r)
        os.close(from_child_w)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict[str, Any]] = []
        try:
            target = self.call("Target.createTarget", url="about:blank")["targetId"]
            self._session = self.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
            self.call("Page.enable", session=True)
            self.call("Runtime.enable", session=True)
        except BaseException:
            self.close()
            raise

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop this Chromium (only the process we started) and drop its profile."""
        if self._proc.poll() is None:
            try:  # a clean shutdown also ends Chromium's helper processes
                self.call("Browser.close", timeout=5)
            except (BrowserError, OSError):
                pass
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
        try:
            os.close(self._to_child)
        except OSError:
            pass
        if self._proc.poll() is None:
            self._proc.terminate()
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait(timeout=10)
        self._log.close()
        try:
            os.close(self._from_child)
        except OSError:
            pass
        self._profile.cleanup()

    def call(self, method: str, timeout: float = 30.0, session: bool = False, **params: Any) -> dict[str, Any]:
        """Send one protocol command and return its result."""
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self._session
        os.write(self._to_child, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self._read(deadline, method)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def _read(self, deadline: float, waiting_for: str) -> dict[str, Any]:
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError(f"no reply to {waiting_for} in time")
            ready, _, _ = select.select([self._from_child], [], [], left)
            if ready:
                chunk = os.read(self._from_child, 1 << 20)
                if not chunk:
                    raise BrowserError(f"chromium exited while waiting for {waiting_for}")
                self._buffer += chunk
        raw, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(raw)

    def open(self, url: str) -> None:
        """Navigate the page to ``url`` (returns once navigation started)."""
        result = self.call("Page.navigate", session=True, url=url)
        if result.get("errorText"):
            raise BrowserError(f"cannot open {url}: {result['errorText']}")

    def evaluate(self, expression: str, timeout: float = 30.0) -> Any:
        """Value of a JavaScript expression in the page (promises awaited)."""
        result = self.call("Runtime.evaluate", timeout=timeout, session=True, expression=expression,
                           returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression!r} threw: {result['exceptionDetails']}")
        return result.get("result", {}).get("value")

    def wait_for(self, expression: str, timeout: float = 30.0, poll: float = 0.05) -> Any:
        """Poll ``expression`` until it is truthy; return its value."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = self.evaluate(expression)
            except BrowserError:  # the page may be between documents
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                raise BrowserError(f"timed out after {timeout}s waiting for {expression!r}")
            time.sleep(poll)

    def screenshot(self, path: Path) -> Path:
        """Save the viewport as PNG."""
        data = self.call("Page.captureScreenshot", session=True, format="png")["data"]
        path.write_bytes(base64.b64decode(data))
        return path

    def requests(self) -> list[str]:
        """URLs the page asked for (needs ``Network.enable``), in order."""
        return [e["params"]["request"]["url"] for e in self.events
                if e.get("method") == "Network.requestWillBeSent"]

    def exceptions(self) -> list[str]:
        """Uncaught page errors seen so far."""
        return [json.dumps(e["params"]["exceptionDetails"])[:500]
                for e in self.events if e.get("method") == "Runtime.exceptionThrown"]
