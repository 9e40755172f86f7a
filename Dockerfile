# nibcheck in a container: `docker build -t nibcheck .`, then
#   docker run --rm -v "$PWD:/work" nibcheck lint
# The first stage builds a self-contained binary (the Swift runtime linked in); the runtime
# image is plain Ubuntu with libxml2, the one shared library nibcheck needs that the base image
# lacks (the others are the C and C++ runtimes; Tools/release.sh lists them).
FROM swift:6.3-noble AS build
RUN apt-get update -qq \
    && apt-get install -y -qq --no-install-recommends libxml2-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN swift build -c release --product nibcheck --static-swift-stdlib \
    && install -D "$(swift build -c release --show-bin-path)/nibcheck" /out/nibcheck

FROM ubuntu:24.04
RUN apt-get update -qq \
    && apt-get install -y -qq --no-install-recommends libxml2 \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/nibcheck /usr/local/bin/nibcheck
# The lint cache lives with the mounted project's other caches only when asked
# (--cache-path); by default it goes to the container's own cache folder.
ENV XDG_CACHE_HOME=/tmp/cache
WORKDIR /work
ENTRYPOINT ["nibcheck"]
CMD ["lint"]
