"""Starpost's Discord adapter and the Discord-free application service."""
