# Tabula's image: the bot installed from this folder as README.md's "Run it without Docker"
# installs it (`pip install -c constraints.txt .`, then `tabula run`), as a non-root user, under
# tini so that `docker stop` (SIGTERM) reaches the bot and it shuts down cleanly.
FROM python:3.11-slim

# tini: PID 1 that forwards signals and reaps; pg_dump for `tabula backup` on PostgreSQL
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini postgresql-client \
    && rm -rf /var/lib/apt/lists/*

RUN useradd --create-home --uid 10001 tabula \
    && mkdir -p /var/lib/tabula && chown tabula:tabula /var/lib/tabula

WORKDIR /opt/tabula
COPY pyproject.toml setup.py README.md constraints.txt ./
COPY bot ./bot
COPY cogs ./cogs
COPY renderers ./renderers
COPY data ./data
RUN pip install --no-cache-dir -c constraints.txt . && rm -rf /opt/tabula

# The SQLite database (the default), backups and a .env, if any, live in the volume; compose.yaml
# sets DATABASE_URL to its PostgreSQL server instead.
USER tabula
WORKDIR /var/lib/tabula
VOLUME /var/lib/tabula
ENV DATABASE_URL=sqlite:////var/lib/tabula/tabula.sqlite3 \
    HEALTH_PORT=8080 \
    PYTHONUNBUFFERED=1
EXPOSE 8080

# /healthz on HEALTH_PORT answers 200 while the gateway, the store and the clock loop are well
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
    CMD python -c "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:' + os.environ['HEALTH_PORT'] + '/healthz', timeout=4)"

STOPSIGNAL SIGTERM
ENTRYPOINT ["tini", "--", "tabula"]
CMD ["run"]
