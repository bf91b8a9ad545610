"""How the client behaved toward the fake: its invalid requests and its rate limits.

Discord temporarily bans an IP that makes 10,000 invalid requests in 10 minutes: answers
with status 401, 403 or 429, except 429s of scope ``shared``, which Discord does not hold
against the client. The fake counts them all (``invalid_requests``, ``invalid_by_status``)
and keeps every 429 it gave (``rate_limited``); those the client had been warned about
before sending are ``rate_limit_violations`` (see ``ratelimits.py``).

``assert_well_behaved`` fails a test whose client ignored a limit it was told about, spent
more invalid requests than its budget, or would have been banned. ``FakeDiscord.running``
calls it when its block ends normally, with ``invalid_request_budget`` (generous by
default; a test that provokes refusals on purpose raises it, or takes the refusals it
checked off ``invalid_requests``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .errors import FakeDiscordError
from .models import FakeChannel
from .ratelimits import MESSAGE_CREATE, SHARED, RateLimiter, RateLimitHit, RateLimits

# Discord's invalid-request limit: this many in this many seconds bans the IP.
INVALID_REQUEST_LIMIT = 10_000
INVALID_REQUEST_WINDOW = 600.0
INVALID_STATUSES = frozenset({401, 403, 429})
# What a test may spend unless it says otherwise: far more than a bot that checks its
# permissions needs, far fewer than a bot retrying refusals in a loop would make.
DEFAULT_INVALID_BUDGET = 25


class WellBehavedError(FakeDiscordError):
    """The client ignored a rate limit it was told about, or made too many invalid requests."""


@dataclass(frozen=True)
class InvalidRequest:
    """An answer Discord counts against the client's IP."""

    method: str
    path: str
    status: int
    code: int
    at: float  # on the rate limiter's clock

    def __str__(self) -> str:
        return f"{self.method} {self.path} -> {self.status} {self.code}"


class Conduct:
    """The counters and the checks; ``FakeDiscordBase`` builds on this."""

    def __init__(self, *, rate_limits: RateLimits | None, invalid_request_budget: int) -> None:
        self.limiter = RateLimiter()
        self.limiter.configure(rate_limits)
        self.invalid_requests: list[InvalidRequest] = []
        self.invalid_request_budget = invalid_request_budget

    # -- rate limits

    @property
    def rate_limits(self) -> RateLimits | None:
        """The limits in force (None: none, and no rate-limit headers)."""
        return self.limiter.limits

    @rate_limits.setter
    def rate_limits(self, limits: RateLimits | None) -> None:
        self.limiter.configure(limits)

    @property
    def rate_limited(self) -> list[RateLimitHit]:
        """Every request answered 429, oldest first (a test may take off those it checked)."""
        return self.limiter.hits

    @property
    def rate_limit_violations(self) -> list[RateLimitHit]:
        """429s for requests sent after the client had been told the limit was reached."""
        return [hit for hit in self.limiter.hits if hit.told]

    def limit_shared(
        self, channel: FakeChannel, seconds: float, *, route: str = MESSAGE_CREATE
    ) -> None:
        """Make ``channel`` busy for ``seconds``: ``route`` there (posting a message unless
        told otherwise) is answered 429 with scope ``shared``, as when Discord limits a
        resource for everyone. Works whether or not ``rate_limits`` are on."""
        self.limiter.block(route, str(channel.id), seconds)

    # -- invalid requests

    def count_answer(self, method: str, path: str, status: int, code: int, scope: str) -> None:
        """Count an answer if Discord would count it against the client."""
        if status in INVALID_STATUSES and not (status == 429 and scope == SHARED):
            self.invalid_requests.append(
                InvalidRequest(method, path, status, code, self.limiter.clock())
            )

    @property
    def invalid_request_count(self) -> int:
        return len(self.invalid_requests)

    def invalid_by_status(self) -> dict[int, int]:
        """How many invalid requests of each status (401, 403, 429)."""
        return dict(Counter(r.status for r in self.invalid_requests))

    def most_invalid_in_window(self, window: float = INVALID_REQUEST_WINDOW) -> int:
        """The most invalid requests made within any ``window`` seconds."""
        most = start = 0
        times = [r.at for r in self.invalid_requests]
        for end, at in enumerate(times):
            while at - times[start] >= window:
                start += 1
            most = max(most, end - start + 1)
        return most

    def assert_invalid_requests_within(self, budget: int) -> None:
        """Fail if the client made more than ``budget`` invalid requests."""
        if self.invalid_request_count > budget:
            shown = "; ".join(str(r) for r in self.invalid_requests[-10:])
            raise WellBehavedError(
                f"{self.invalid_request_count} invalid requests (401/403/429), over the "
                f"budget of {budget}: {self.invalid_by_status()}; the last: {shown}"
            )

    def assert_well_behaved(self, *, invalid_budget: int | None = None) -> None:
        """Fail if the client ignored a rate limit it had been told about, made more invalid
        requests than ``invalid_budget`` (default ``invalid_request_budget``), or made
        enough in ten minutes for Discord to ban it."""
        violations = self.rate_limit_violations
        if violations:
            shown = "; ".join(
                f"{v.method} {v.path} ({v.scope}, retry after {v.retry_after}s)"
                for v in violations[:10]
            )
            raise WellBehavedError(
                f"{len(violations)} requests sent after Discord said to wait: {shown}"
            )
        if self.most_invalid_in_window() >= INVALID_REQUEST_LIMIT:
            raise WellBehavedError(
                f"{INVALID_REQUEST_LIMIT} invalid requests within "
                f"{INVALID_REQUEST_WINDOW:.0f}s: Discord would have banned the bot"
            )
        budget = self.invalid_request_budget if invalid_budget is None else invalid_budget
        self.assert_invalid_requests_within(budget)


__all__ = [
    "DEFAULT_INVALID_BUDGET",
    "INVALID_REQUEST_LIMIT",
    "INVALID_REQUEST_WINDOW",
    "INVALID_STATUSES",
    "Conduct",
    "InvalidRequest",
    "WellBehavedError",
]
