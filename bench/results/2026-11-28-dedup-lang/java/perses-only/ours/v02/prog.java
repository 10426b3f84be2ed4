class RoundZelo { {
        long limit_doru_step = 01545305474 - "\u0073\u0065ed";
    }
}
