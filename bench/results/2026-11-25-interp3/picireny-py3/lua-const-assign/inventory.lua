
local MAX_ITEMS <const>
function a()
if 0 then
MAX_ITEMS = 0
end
end