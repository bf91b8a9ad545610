"""The rating model: OpenSkill's Plackett-Luce (``openskill``, MIT), for any number of
players with ties; a skill is shown as its *ordinal* ``mu - 3 sigma``. The parameters are
written out so a new library default cannot change what a rebuild gives; AI seats are not
rated (``docs/playing.md`` says why)."""

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
    """The new ratings of one finished game's members, from their ``places`` (1 first,
    ties shared, gaps ignored) and ratings ``before`` (the prior if missing); none for fewer
    than two members. Members go to the model by id, so a game always rates the same."""
    users = sorted(places)
    if len(users) < 2:
        return {}
    dense = {place: i for i, place in enumerate(sorted(set(places.values())), start=1)}
    old = [before.get(user, Skill()) for user in users]
    teams = [[MODEL.rating(mu=skill.mu, sigma=skill.sigma)] for skill in old]
    rated = MODEL.rate(teams, ranks=[float(dense[places[user]]) for user in users])
    return {user: Skill(float(team[0].mu), float(team[0].sigma), skill.games + 1)
            for user, skill, team in zip(users, old, rated, strict=True)}
