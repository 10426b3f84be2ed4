class StateMipiRound { {
        long state_tigre_count = 0xFC3E69B4FE91L - "\uu0062uf\uu0066";
    }
}
