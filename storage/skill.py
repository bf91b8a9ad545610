"""The rating model: how one finished game moves its players' ratings.

Ratings are OpenSkill's (the ``openskill`` package, MIT, pure Python): the Weng-Lin
Bayesian approximation, in its Plackett-Luce form, made for games of any number of players
with ties. Each member's skill in one game on one server is a mean ``mu`` and an
uncertainty ``sigma``; the rating shown and ranked by is the *ordinal* ``mu - 3 sigma``, a
skill the member has with about 99.7% confidence, so a newcomer (25 - 3 x 8.33 = 0) climbs
as games make the estimate surer.

The model's parameters are written out here rather than left to the library's defaults, so
a new version of the library with other defaults cannot change the numbers a rebuild gives
(``python -m bot ratings --rebuild`` must reproduce the ratings stored game by game).

Who is rated: every seat a member holds at the end of the game, ranked by its place (tied
seats share one). AI seats, seats a member handed to the AI, and Afternova's Bot are left
out, and the members are ranked among themselves: the AI's strength is not a fixed
opponent's (it depends on the server's ``AI_BUDGET_MS``, on the game, and an AI seat may
stand in for a member who left part-way), so rating people against it would move their
ratings by a guess that never learns. A game with fewer than two members to rate changes
no rating.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from openskill.models import PlackettLuce

__all__ = ["BETA", "MODEL", "MU", "SIGMA", "TAU", "Skill", "rate"]

MU = 25.0
SIGMA = MU / 3
BETA = MU / 6
TAU = MU / 300  # added to sigma before each game, so a rating never stops moving
MODEL = PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, kappa=0.0001, tau=TAU,
                     limit_sigma=False, balance=False)


@dataclass(frozen=True)
class Skill:
    """One member's rating in one game on one server."""

    mu: float = MU
    sigma: float = SIGMA
    games: int = 0  # rated games played

    @property
    def ordinal(self) -> float:
        """The rating shown and ranked by: ``mu - 3 sigma``."""
        return self.mu - 3 * self.sigma


def rate(before: Mapping[int, Skill], places: Mapping[int, int]) -> dict[int, Skill]:
    """The new ratings of the members of one finished game.

    ``places``: each rated member's place (1 is first; tied members share a place; gaps
    left by seats that are not rated do not matter); ``before``: their ratings so far (a
    member missing starts at the model's prior). Fewer than two members: nothing changes
    (an empty result). The members are passed to the model in the order of their ids, so
    the same game rated twice gives the same numbers."""
    users = sorted(places)
    if len(users) < 2:
        return {}
    dense = {place: i for i, place in enumerate(sorted(set(places.values())), start=1)}
    old = [before.get(user, Skill()) for user in users]
    teams = [[MODEL.rating(mu=skill.mu, sigma=skill.sigma)] for skill in old]
    rated = MODEL.rate(teams, ranks=[float(dense[places[user]]) for user in users])
    return {user: Skill(float(team[0].mu), float(team[0].sigma), skill.games + 1)
            for user, skill, team in zip(users, old, rated, strict=True)}
