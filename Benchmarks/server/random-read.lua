-- wrk: GET the camera answer of a random device among the first N (env DEVICES), as a fleet's traffic spreads.
local devices = tonumber(os.getenv("DEVICES") or "1000000")
math.randomseed(os.time())
function request()
    return wrk.format("GET", "/v1/subjects/d" .. math.random(0, devices - 1) .. "/services/camera")
end
