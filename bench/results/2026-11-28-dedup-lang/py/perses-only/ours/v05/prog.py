class MixPiBuffer:    step_vobla = 0X80 + R"dodo\d"
