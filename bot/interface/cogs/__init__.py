"""Slash-command handlers: thin translations between interactions and the service."""
