-- wrk: PUT a report of a new device on every request (device-<thread>-<n>), so that each write is a real insert.
local counter = 0
local thread_id = 0
function setup(thread)
    thread_id = thread_id + 1
    thread:set("prefix", "t" .. thread_id)
end
function request()
    counter = counter + 1
    local id = prefix .. "-" .. counter
    local body = '{"subject": "' .. id .. '", "languages": ["fr"], "services": {"camera": "denied"}}'
    return wrk.format("PUT", "/v1/subjects/" .. id, {["Content-Type"] = "application/json"}, body)
end
