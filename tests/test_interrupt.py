import os
import signal
import threading

from studio.cli.interrupt import cancel_on_sigint


def test_ctrl_c_sets_the_event_and_the_handler_is_restored() -> None:
    before = signal.getsignal(signal.SIGINT)
    with cancel_on_sigint() as cancel:
        assert not cancel.is_set()
        os.kill(os.getpid(), signal.SIGINT)
        assert cancel.wait(2.0)
    assert signal.getsignal(signal.SIGINT) is before


def test_off_the_main_thread_it_installs_nothing() -> None:
    errors: list[BaseException] = []

    def work() -> None:
        try:
            with cancel_on_sigint() as cancel:
                assert not cancel.is_set()
        except BaseException as exc:  # noqa: BLE001 - reported to the test thread
            errors.append(exc)

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert errors == []
