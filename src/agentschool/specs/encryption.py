"""Encryption at rest of the data-model fields marked `sensitive`, with Fernet keys from settings.

`AGENTSCHOOL_ENCRYPTION_KEYS` holds one or more Fernet keys, comma-separated
(`FieldCipher.new_key()` makes one). The first key encrypts; every key decrypts (`MultiFernet`),
so rotating is: put a new key first, run `SpecRegistry.records.reencrypt(agent)` (or the CLI's
`agentschool agents reencrypt`) for each agent type with sensitive fields, then drop the old key.

A sensitive value is stored as the Fernet token of its JSON text, in a text column: the
database (its files, backups, replicas) never sees it in clear. Fernet tokens are randomized, so
a sensitive field can be neither filtered, searched, indexed nor unique.
"""

from __future__ import annotations

import json
from typing import Any

from cryptography.fernet import Fernet, InvalidToken, MultiFernet

from agentschool.exceptions import ConfigError
from agentschool.settings import Settings

__all__ = ["FieldCipher"]

KEYS_SETTING = "AGENTSCHOOL_ENCRYPTION_KEYS"


class FieldCipher:
    """Encrypts and decrypts sensitive field values with one or more Fernet keys.

    Args:
        keys: Fernet keys (url-safe base64 of 32 bytes); the first encrypts.

    Raises:
        ConfigError: No key, or a key that is not a Fernet key (naming the setting).
    """

    def __init__(self, keys: list[str]) -> None:
        if not keys:
            raise ConfigError(f"{KEYS_SETTING}: expected at least one Fernet key")
        fernets = []
        for i, key in enumerate(keys):
            try:
                fernets.append(Fernet(key.encode()))
            except ValueError:
                raise ConfigError(
                    f"{KEYS_SETTING}: key {i + 1} is not a Fernet key "
                    "(32 url-safe base64-encoded bytes; make one with FieldCipher.new_key())"
                ) from None
        self._fernet = MultiFernet(fernets)

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> FieldCipher | None:
        """The cipher of `AGENTSCHOOL_ENCRYPTION_KEYS`; None when it is not set."""
        secret = (settings or Settings()).encryption_keys
        if secret is None:
            return None
        return cls([k.strip() for k in secret.get_secret_value().split(",") if k.strip()])

    @staticmethod
    def new_key() -> str:
        """A new random Fernet key."""
        return Fernet.generate_key().decode()

    def encrypt(self, value: Any) -> str | None:
        """The token of `value`'s JSON text (None stays None: a missing value is not secret)."""
        if value is None:
            return None
        text = json.dumps(value, default=str)
        return self._fernet.encrypt(text.encode()).decode()

    def decrypt(self, token: str | None, *, field: str) -> Any:
        """The value a token holds.

        Raises:
            ConfigError: No configured key decrypts it (naming the field and the setting).
        """
        if token is None:
            return None
        try:
            return json.loads(self._fernet.decrypt(token.encode()))
        except InvalidToken:
            raise ConfigError(
                f"{field}: no key in {KEYS_SETTING} decrypts this value "
                "(was the key that encrypted it removed before re-encrypting?)"
            ) from None

    def rotate(self, token: str | None) -> str | None:
        """The token re-encrypted with the first key."""
        return None if token is None else self._fernet.rotate(token.encode()).decode()
