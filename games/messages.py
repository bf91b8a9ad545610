"""Words every engine shares (see :mod:`games.i18n`): list joins and the notation kit's
refusals of text that is not a move at all."""

EN: dict[str, str] = {
    "core.comma": ", ",
    "core.and": " and ",
    "core.or": " or ",
}

ES: dict[str, str] = {
    "core.comma": ", ",
    "core.and": " y ",
    "core.or": " o ",
}

FR: dict[str, str] = {
    "core.comma": ", ",
    "core.and": " et ",
    "core.or": " ou ",
}
