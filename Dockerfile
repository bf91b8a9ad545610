# Starpost's image, for operators who run containers (see compose.yaml and
# docs/scaling.md). Pillow's wheels bring their own libraries; nothing is fetched at run
# time.
FROM python:3.11-slim
# FriBiDi lets Pillow's Raqm layout draw right-to-left display names (Arabic, Hebrew) right.
RUN apt-get update && apt-get install -y --no-install-recommends libfribidi0 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY pyproject.toml README.md ./
COPY games games
COPY rendering rendering
COPY storage storage
COPY bot bot
RUN pip install --no-cache-dir .
USER nobody
CMD ["python", "-m", "bot"]
